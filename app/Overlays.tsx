import { Deferred, ExtensionBoundary, useContributions } from '@tessera/sdk';

/** What extensions draw above every page (notification toasts, ...), once the first view has settled. */
export function Overlays() {
  const overlays = useContributions('overlay');
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
