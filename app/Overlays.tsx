import { Deferred, ExtensionBoundary, useContributions, useSettled } from '@tessera/sdk';

/**
 * What extensions draw above every page (notification toasts, ...), once the first view has
 * settled: not before, so their strings (which their boundaries fetch) do not compete with the
 * first view's, and come with the table fetched as the page settles.
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
