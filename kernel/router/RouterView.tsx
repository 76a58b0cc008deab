import { ExtensionBoundary, lazyComponent, OutletContext, useReadable } from '@tessera/sdk';
import { type ReactNode, Suspense, useEffect, useMemo } from 'react';
import type { CompiledRoute, Resolution } from './resolve';
import type { Router } from './router';

export interface RouterViewProps {
  router: Router;
  /** The page for a login-required route seen by a visitor (not-found with a sign-in prompt). */
  loginRequired: ReactNode;
  /** Shown while a page's code loads. */
  loading: ReactNode;
  /** Told when something an extension rendered fails. */
  onError?(extensionId: string, error: unknown): void;
  /** Scrolls the view to its top (the same page was asked for again). */
  scrollToTop?(): void;
  /** Told when a page has drawn its content (its code and what it waited for came). */
  onShown?(): void;
}

/**
 * Shows the page for the router's current address: each level of the matched route chain
 * inside the contributing extension's error boundary, children through the parent's outlet.
 */
export function RouterView({ router, loginRequired, loading, onError, scrollToTop, onShown }: RouterViewProps) {
  const readable = useMemo(
    () => ({
      get: router.resolution,
      subscribe: (listener: () => void) => {
        const sub = router.onChange(listener);
        return () => sub.dispose();
      },
    }),
    [router],
  );
  const resolution = useReadable(readable);
  useEffect(() => {
    if (!scrollToTop) return;
    const sub = router.onScrollToTop(scrollToTop);
    return () => sub.dispose();
  }, [router, scrollToTop]);

  if (resolution.loginRequired)
    return (
      <>
        {loginRequired}
        {onShown && <Shown onShown={onShown} />}
      </>
    );
  return <>{renderLevel(resolution, 0, loading, onError, onShown)}</>;
}

/** Tells, as it commits, that the page beside it in its suspense boundary has drawn. */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return null;
}

function renderLevel(
  resolution: Resolution,
  depth: number,
  loading: ReactNode,
  onError: RouterViewProps['onError'],
  onShown: RouterViewProps['onShown'],
): ReactNode {
  const level: CompiledRoute | undefined = resolution.chain[depth];
  if (!level) return null;
  const child = renderLevel(resolution, depth + 1, loading, onError, onShown);
  if (!level.route.page) return child;
  const Page = lazyComponent(level.route.page);
  // A new address of the same route keeps the page only when its parameters are the same.
  const key = `${level.route.path}:${JSON.stringify(resolution.params)}`;
  return (
    <ExtensionBoundary key={key} extensionId={level.extensionId} {...(onError ? { onError } : {})}>
      <OutletContext.Provider value={child}>
        <Suspense fallback={loading}>
          <Page params={resolution.params} />
          {onShown && <Shown onShown={onShown} />}
        </Suspense>
      </OutletContext.Provider>
    </ExtensionBoundary>
  );
}
