import { type ComponentType, type ReactNode, Suspense } from 'react';
import { useHost, useService } from './hooks';
import { lazyComponent, preloadComponent, useComponentLoaded } from './lazy-component';
import type { LazyComponent } from './routes';
import type { ServiceIdOf, ServiceMap } from './services';

/** The ids of services that are component loaders. */
export type ComponentServiceId = ServiceIdOf<() => Promise<{ default: unknown }>>;

/** The props of the component a component service loads. */
export type ServiceComponentProps<K extends keyof ServiceMap> =
  ServiceMap[K] extends LazyComponent<infer P> ? P : never;

/**
 * The component a component service provides (the note view, the post form), to render inside
 * Suspense; null while no active extension provides it. Its code starts loading on the first
 * call, so it loads while the caller fetches its data.
 */
export function useComponentService<K extends ComponentServiceId>(
  id: K,
): ComponentType<ServiceComponentProps<K>> | null {
  const loader = useService(id) as LazyComponent<ServiceComponentProps<K> & object> | undefined;
  if (!loader) return null;
  void preloadComponent(loader).catch(() => {}); // a failure shows where the component renders
  return lazyComponent(loader) as ComponentType<ServiceComponentProps<K>>;
}

/**
 * Renders a component service with these props (the notes feed, the post form), with the
 * fallback while its code loads, or nothing while no active extension provides it. The fallback
 * is its own, not Suspense's, so the component shows the moment its code is in, without
 * Suspense's reveal delay.
 */
export function ServiceView<K extends ComponentServiceId>({
  id,
  props,
  fallback,
}: {
  id: K;
  props: ServiceComponentProps<K>;
  /** Shown while the code loads; "Loading…" when not given. */
  fallback?: ReactNode;
}) {
  const loader = useService(id) as LazyComponent<object> | undefined;
  const loaded = useComponentLoaded(loader);
  const { t } = useHost().i18n;
  if (!loader) return null;
  const waiting = fallback ?? <p role="status">{t('kernel.loading')}</p>;
  if (!loaded) return waiting;
  const Component = lazyComponent(loader);
  return (
    <Suspense fallback={waiting}>
      <Component {...(props as object)} />
    </Suspense>
  );
}
