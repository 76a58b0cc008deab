import type { Draft } from 'immer';
import { useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Account } from './accounts';
import type { ApiClient, EndpointName, EndpointParams, EndpointResult } from './api';
import type { ContributionEntry, ContributionPointName, ContributionPoints, InterruptorValues } from './contributions';
import type { ExtensionStatus } from './extension';
import { HostContext, RouterContext, type TesseraHost } from './host';
import type { I18n, I18nParams } from './i18n';
import { applyInterruptors } from './interruptors';
import { useStringsLoaded } from './lazy-component';
import type { Viewer } from './menu';
import type { ModalHandle } from './modals';
import type { PreferenceKey, PreferenceValue } from './preferences';
import type { Readable } from './readable';
import { applyRecipe, loadImmer } from './recipe';
import type { CurrentRoute, RouterHandle } from './router';
import type { ServiceId, ServiceIdOf, ServiceMap } from './services';
import type { ChannelEvents, ChannelName } from './stream';

/** The running client. Throws outside the app's HostContext provider. */
export function useHost(): TesseraHost {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost must be used inside the Tessera host (HostContext)');
  return host;
}

/** Reads a Readable and re-renders when it changes. */
export function useReadable<T>(readable: Readable<T>): T {
  return useSyncExternalStore(readable.subscribe, readable.get, readable.get);
}

/** The API client. */
export function useApi(): ApiClient {
  return useHost().api;
}

/** The modal stack: dialogs, menus, toasts, windows. */
export function useModals(): ModalHandle {
  return useHost().modals;
}

/** Translations. */
export function useI18n(): I18n {
  return useHost().i18n;
}

/**
 * Translates an extension's own keys: `t('title')` reads `<extensionId>.title`. Suspends until
 * the extension's strings are here (they come beside its code, so this seldom waits). Given
 * `'<extensionId>.<part>'`, it reads the keys under `<part>.`, which the build puts in a file of
 * their own: for strings only lazily loaded code draws, kept out of the first view.
 */
export function useExtensionStrings(extensionId: string): (key: string, params?: I18nParams) => string {
  const i18n = useI18n();
  useStringsLoaded(i18n, extensionId);
  return useCallback((key, params) => i18n.t(`${extensionId}.${key}`, params), [i18n, extensionId]);
}

/** The router of the view this component is in (a page window's own, or the main one). */
export function useRouter(): RouterHandle {
  const local = useContext(RouterContext);
  const host = useHost();
  return local ?? host.router;
}

/** The current route of this component's view; re-renders on navigation. */
export function useCurrentRoute(): CurrentRoute {
  const router = useRouter();
  const subscribe = useMemo(
    () => (listener: () => void) => {
      const sub = router.onChange(listener);
      return () => sub.dispose();
    },
    [router],
  );
  return useSyncExternalStore(subscribe, router.current, router.current);
}

/** The signed-in account, or null for a visitor. */
export function useAccount(): Account | null {
  return useReadable(useHost().accounts.current);
}

/** Who is looking (signed in, staff, policies). */
export function useViewer(): Viewer {
  return useReadable(useHost().viewer);
}

/** What active extensions contributed to a point. */
export function useContributions<P extends ContributionPointName>(
  point: P,
): readonly ContributionEntry<ContributionPoints[P]>[] {
  const host = useHost();
  const readable = useMemo(() => host.contributions(point), [host, point]);
  return useReadable(readable);
}

/** A service if an active extension provides it (ids come from the owner's `api.ts`). */
export function useService<K extends ServiceId>(id: K): ServiceMap[K] | undefined {
  const { services } = useHost();
  const get = () => services.get(id);
  return useSyncExternalStore(services.subscribe, get, get);
}

/** Every extension's status, for Settings > Extensions. */
export function useExtensions(): readonly ExtensionStatus[] {
  const { extensions } = useHost();
  return useSyncExternalStore(extensions.subscribe, extensions.list, extensions.list);
}

/** The state of one API call made while the component is shown. */
export type EndpointQuery<T> =
  | { status: 'loading'; data: undefined; error: undefined; reload(): void }
  | { status: 'ready'; data: T; error: undefined; reload(): void }
  | { status: 'error'; data: undefined; error: unknown; reload(): void };

/** A query's data changed by `map` once ready (a list of likes as the liked things); loading and errors pass through. */
export function mapQuery<T, U>(query: EndpointQuery<T>, map: (data: T) => U): EndpointQuery<U> {
  return query.status === 'ready' ? { ...query, data: map(query.data) } : query;
}

/** How `useEndpoint` asks. */
export interface EndpointQueryOptions {
  /** Asks again this often, in ms, while shown: widgets and status bars that follow a changing answer. */
  refreshMs?: number;
}

/**
 * Calls an endpoint when the component shows and whenever the params change (compared as JSON),
 * and gives its state. Answers to outdated calls are dropped; `reload` keeps the last answer shown
 * until the new one arrives.
 */
export function useEndpoint<E extends EndpointName>(
  endpoint: E,
  params: EndpointParams<E>,
  options?: EndpointQueryOptions,
): EndpointQuery<EndpointResult<E>> {
  const api = useApi();
  const key = JSON.stringify(params);
  const [round, setRound] = useState(0);
  const refreshMs = options?.refreshMs;
  useEffect(() => {
    if (!refreshMs) return;
    const timer = setInterval(() => setRound((r) => r + 1), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  const [state, setState] = useState<{ key: string; data?: EndpointResult<E>; error?: unknown; done: boolean }>({
    key: '',
    done: false,
  });
  const paramsRef = useRef(params);
  paramsRef.current = params;
  useEffect(() => {
    const controller = new AbortController();
    // A reload keeps showing the answer it replaces until the new one is in (no flash of "Loading").
    setState((s) =>
      s.key.startsWith(`${key}#`) && s.data !== undefined
        ? { key: `${key}#${round}`, data: s.data, done: false }
        : { key: `${key}#${round}`, done: false },
    );
    api.call(endpoint, paramsRef.current, { signal: controller.signal }).then(
      (data) => !controller.signal.aborted && setState({ key: `${key}#${round}`, data, done: true }),
      (error: unknown) => !controller.signal.aborted && setState({ key: `${key}#${round}`, error, done: true }),
    );
    return () => controller.abort();
  }, [api, endpoint, key, round]);
  const reload = () => setRound((r) => r + 1);
  if (state.key === `${key}#${round}` && !state.done && state.data !== undefined) {
    return { status: 'ready', data: state.data, error: undefined, reload };
  }
  if (state.key !== `${key}#${round}` || !state.done) {
    return { status: 'loading', data: undefined, error: undefined, reload };
  }
  if (state.error !== undefined) return { status: 'error', data: undefined, error: state.error, reload };
  return { status: 'ready', data: state.data as EndpointResult<E>, error: undefined, reload };
}

/**
 * Uses a streaming channel while the component is shown and calls the handlers on its events.
 * The latest handlers are always used, so they may close over fresh state.
 */
export function useStreamChannel<C extends ChannelName>(
  channel: C,
  handlers: Partial<ChannelEvents<C>>,
  params?: Parameters<TesseraHost['stream']['channel']>[1],
): void {
  const { stream } = useHost();
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const paramsKey = JSON.stringify(params ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: params are compared by their JSON (paramsKey).
  useEffect(() => {
    const subscription = stream.channel(channel, params as never);
    for (const event of Object.keys(handlersRef.current)) {
      subscription.on(
        event as never,
        ((...args: unknown[]) => {
          const handler = (handlersRef.current as Record<string, ((...a: unknown[]) => void) | undefined>)[event];
          handler?.(...args);
        }) as never,
      );
    }
    return () => subscription.dispose();
  }, [stream, channel, paramsKey]);
}

/**
 * A preference's value and a setter. The setter takes a new value, or a recipe that changes a
 * draft of the current one (immer), for nested values: `set((d) => { d.media = true })`.
 */
export function usePreference<K extends PreferenceKey>(
  key: K,
): [PreferenceValue<K>, (next: PreferenceValue<K> | ((draft: Draft<PreferenceValue<K>>) => void)) => void] {
  const host = useHost();
  const { preferences } = host;
  const value = useReadable(useMemo(() => preferences.readable(key), [preferences, key]));
  const set = useCallback(
    (next: PreferenceValue<K> | ((draft: Draft<PreferenceValue<K>>) => void)) => {
      if (typeof next !== 'function') preferences.set(key, next);
      else
        applyRecipe(
          () => preferences.get(key),
          next as (draft: Draft<PreferenceValue<K>>) => void,
          (value) => preferences.set(key, value),
        );
    },
    [preferences, key],
  );
  useEffect(() => host.whenSettled(() => void loadImmer()), [host]);
  return [value, set];
}

/** False until the first page has shown its content (see `host.whenSettled`), then true. */
export function useSettled(): boolean {
  const host = useHost();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    host.whenSettled(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [host]);
  return settled;
}

const NO_BADGE: Readable<number> = { get: () => 0, subscribe: () => () => {} };

/** A menu item's badge count: from its readable, or from the service it names (0 until provided). */
export function useMenuBadge(badge: Readable<number> | ServiceIdOf<Readable<number>> | undefined): number {
  const { services } = useHost();
  const serviceId = typeof badge === 'string' ? badge : null;
  const get = () => (serviceId === null ? undefined : services.get(serviceId));
  const fromService = useSyncExternalStore(services.subscribe, get, get);
  const readable = badge !== undefined && typeof badge !== 'string' ? badge : (fromService ?? NO_BADGE);
  return useReadable(readable);
}

/**
 * A value after the interruptors contributed for its kind: at once when they all answer at once,
 * and again when one of them answers later.
 *
 * @remarks The shape may change when the AiScript plugin host arrives.
 * @beta
 */
export function useInterrupted<K extends keyof InterruptorValues>(
  kind: K,
  value: InterruptorValues[K],
): InterruptorValues[K] {
  const entries = useContributions('interruptor');
  const now = useMemo(() => applyInterruptors(entries, kind, value), [entries, kind, value]);
  const [later, setLater] = useState<{ value: InterruptorValues[K]; result: InterruptorValues[K] } | null>(null);
  useEffect(() => {
    if (!(now instanceof Promise)) return;
    let live = true;
    void now.then((result) => {
      if (live) setLater({ value, result });
    });
    return () => {
      live = false;
    };
  }, [now, value]);
  if (!(now instanceof Promise)) return now;
  return later?.value === value ? later.result : value;
}
