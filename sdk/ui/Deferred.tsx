import { type ReactNode, Suspense } from 'react';
import { useSettled } from '../hooks';
import { lazyComponent, useComponentLoaded } from '../lazy-component';
import type { LazyComponent } from '../routes';

/**
 * Secondary content: renders a lazy component once the first view has settled and its code has
 * loaded, and `placeholder` until then (size it like the content, so nothing jumps). It never
 * shows a Suspense fallback, which would hold back the page's next reveal.
 */
export function Deferred<P extends object>({
  loader,
  props,
  placeholder = null,
}: {
  loader: LazyComponent<P>;
  props: P;
  placeholder?: ReactNode;
}) {
  const settled = useSettled();
  const loaded = useComponentLoaded(settled ? loader : null);
  if (!settled || !loaded) return <>{placeholder}</>;
  const Component = lazyComponent(loader);
  return (
    <Suspense fallback={placeholder}>
      <Component {...props} />
    </Suspense>
  );
}
