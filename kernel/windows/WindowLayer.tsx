import { lazyComponent, preloadComponent, useReadable } from '@tessera/sdk';
import { type ComponentProps, Suspense } from 'react';
import type { PageWindows as PageWindowsView } from './PageWindows';

// Page windows load their code with the first one opened, or once the first view has settled.
const loadPageWindows = () => import('./PageWindows').then((module) => ({ default: module.PageWindows }));
const PageWindows = lazyComponent<ComponentProps<typeof PageWindowsView>>(loadPageWindows);

/** Loads the page windows' code ahead of the first one. */
export function preloadPageWindowCode(): Promise<unknown> {
  return preloadComponent(loadPageWindows);
}

/** Where the app places page windows: nothing until one is open. */
export function WindowLayer(props: ComponentProps<typeof PageWindowsView>) {
  const windows = useReadable(props.kernel.windows);
  if (windows.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PageWindows {...props} />
    </Suspense>
  );
}
