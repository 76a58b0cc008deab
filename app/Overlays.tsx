import { Deferred, ExtensionBoundary, useContributions, useSettled } from '@tessera/sdk';

/**
 * What extensions draw above every page (notification toasts, ...), once the first view has
 * settled: their boundaries too, which would fetch the extensions' strings ahead of the first note.
 */
export function Overlays() {
  const overlays = useContributions('overlay');
  const settled = useSettled();
  if (!settled) return null;
  return (
    <>
      {overlays.map(({ item, extensionId }) => (
        <ExtensionBoundary key={`${extensionId}:${item.id}`} extensionId={extensionId}>
          <Deferred loader={item.component} props={{}} />
        </ExtensionBoundary>
      ))}
    </>
  );
}
