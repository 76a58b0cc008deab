import { type ComponentType, createElement, use, useContext, useEffect, useReducer } from 'react';
import { HostContext } from './host';
import type { I18n } from './i18n';
import type { LazyComponent } from './routes';

interface Loading<P> {
  /** Marked fulfilled once loaded (status and value), as React's `use` reads a thenable it may take at once. */
  promise: Promise<ComponentType<P>>;
  component?: ComponentType<P>;
}

// Keyed by the loader, so every place that shows the same lazy code shares one load.
const loads = new WeakMap<LazyComponent<never>, Loading<never>>();
const components = new WeakMap<LazyComponent<never>, ComponentType<never>>();

const loadListeners = new Set<(load: Promise<unknown>) => void>();

/**
 * Calls the listener with every lazy code load as it starts, and with every extension's strings
 * a view waits for; returns the way to stop. The kernel uses it to know when the first view has
 * settled (no data, no code and no strings still coming).
 */
export function onComponentLoad(listener: (load: Promise<unknown>) => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

const reported = new WeakSet<Promise<unknown>>();

/**
 * Tells the load listeners of something a view waits for besides its code (an extension's
 * strings), once per promise, and gives it back: without it the first view counted as settled
 * while a page waited for its strings, and the code kept for later came before the first note.
 */
export function reportLoad<T>(load: Promise<T>): Promise<T> {
  if (!reported.has(load)) {
    reported.add(load);
    for (const listener of loadListeners) listener(load);
  }
  return load;
}

/** Marks a settled promise with its value as React's `use` reads a thenable: taken at once, no suspending. */
function markFulfilled<T>(promise: Promise<T>, value: T): Promise<T> {
  return Object.assign(promise, { status: 'fulfilled', value });
}

// What `use` takes when there is nothing to wait for.
const nothingToWaitFor = markFulfilled(Promise.resolve(), undefined);

/**
 * Suspends the rendering component until an extension's strings (or a part of them,
 * `'<extension id>.<part>'`) are here; nothing to wait for without an i18n or a name. It calls
 * `use` on every render, with a settled promise once they came: React replays a render that
 * suspended, and a `use` skipped on the replay made it take the hooks after it for new ones (the
 * production build threw, drew the whole tree again and reported errors 467 and 520).
 */
export function useStringsLoaded(i18n: I18n | undefined, strings: string | undefined): void {
  use(i18n && strings && !i18n.hasStrings(strings) ? reportLoad(i18n.loadStrings(strings)) : nothingToWaitFor);
}

/**
 * Starts loading a lazy component's code (once per loader) and resolves with the component.
 * Call it as soon as the code is known to be needed, so it loads alongside the data.
 */
export function preloadComponent<P>(loader: LazyComponent<P>): Promise<ComponentType<P>> {
  const key = loader as LazyComponent<never>;
  let loading = loads.get(key) as Loading<P> | undefined;
  if (!loading) {
    const entry: Loading<P> = {
      promise: loader().then(
        (module) => {
          entry.component = module.default;
          markFulfilled(entry.promise, module.default);
          return module.default;
        },
        (error: unknown) => {
          loads.delete(key); // a later render tries again (say, after the network came back)
          throw error;
        },
      ),
    };
    loading = entry;
    loads.set(key, entry as Loading<never>);
    for (const listener of loadListeners) listener(entry.promise);
  }
  return loading.promise;
}

/** How a lazy component loads besides its code. */
export interface LazyComponentOptions {
  /**
   * A part of its extension's strings the component draws (`'<extension id>.<part>'`, read with
   * `useExtensionStrings` of the same name; the build gives the keys under `<part>.` a file of
   * their own): fetched beside the code, so the component waits for neither in turn.
   */
  strings?: string;
}

/**
 * A component that renders the lazily loaded one (inside Suspense). Unlike React.lazy, code that
 * has already loaded renders at once without suspending, so a preloaded page or view appears in
 * the same frame as its data rather than after Suspense's reveal delay. One per loader.
 */
export function lazyComponent<P extends object>(
  loader: LazyComponent<P>,
  options: LazyComponentOptions = {},
): ComponentType<P> {
  const key = loader as LazyComponent<never>;
  const known = components.get(key) as ComponentType<P> | undefined;
  if (known) return known;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per loader and cached, like React.lazy.
  function Lazy(props: P) {
    void preloadComponent(loader);
    const i18n = useContext(HostContext)?.i18n;
    useStringsLoaded(i18n, options.strings);
    const loading = loads.get(key) as Loading<P>;
    // Always through `use`: a loaded component comes back at once (its promise is marked
    // fulfilled), and a render that suspended calls it again when it resumes, as React requires.
    const Component = use(loading.promise);
    return createElement(Component, props);
  }
  components.set(key, Lazy as ComponentType<never>);
  return Lazy;
}

/**
 * Whether a lazy component's code is at hand, so it renders without suspending: starts loading
 * it and re-renders when it has loaded (or failed, so the error shows where it renders). Lets a
 * list keep its loading state until its items can draw, rather than flash a Suspense fallback.
 */
export function useComponentLoaded<P>(loader: LazyComponent<P> | null | undefined): boolean {
  const [, settled] = useReducer((n: number) => n + 1, 0);
  const key = loader as LazyComponent<never> | null | undefined;
  if (loader) void preloadComponent(loader).catch(() => {});
  const loading = key ? (loads.get(key) as Loading<P> | undefined) : undefined;
  const ready = !loader || !loading || loading.component !== undefined;
  useEffect(() => {
    if (ready || !loading) return;
    let live = true;
    const done = () => live && settled();
    loading.promise.then(done, done);
    return () => {
      live = false;
    };
  }, [ready, loading]);
  return ready;
}
