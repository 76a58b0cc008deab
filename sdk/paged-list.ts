import { useCallback, useEffect, useRef, useState } from 'react';
import type { EndpointName, EndpointParams, EndpointResult } from './api';
import { useApi, useHost } from './hooks';

/** The item type of a list endpoint. */
export type ListItem<E extends EndpointName> = EndpointResult<E> extends readonly (infer U)[] ? U : never;

/** A list read page by page (notes of a user, followers, a timeline, ...), as views draw it. */
export interface PagedListState<T> {
  items: readonly T[];
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  loadingMore: boolean;
  /** False once the server has no older items. */
  hasMore: boolean;
  /** Fetches the next (older) page; errors show the spec's dialog and keep what was loaded. */
  loadMore(): void;
  reload(): void;
}

/** A list endpoint read page by page, which can also take new items from the stream. */
export interface PagedList<T> extends PagedListState<T> {
  /** Puts a new item (from the stream) at the top, unless it is already listed. */
  prepend(item: T): void;
}

/** Page sizes: a small first page so the view shows fast, bigger ones after; and how later pages are asked for. */
export interface PageSizes {
  first: number;
  next: number;
  /**
   * Asks for later pages with `offset` (how many are listed) instead of `untilId`, for endpoints
   * that page so (Misskey's recommendations).
   */
  byOffset?: boolean;
}

const DEFAULT_PAGES: PageSizes = { first: 10, next: 30 };

/**
 * Reads a Misskey list endpoint page by page, newest first: the first page when shown and
 * whenever the params change (compared as JSON), then older pages with untilId (or offset, see
 * PageSizes) on demand.
 */
export function usePagedList<E extends EndpointName>(
  endpoint: E,
  params: EndpointParams<E>,
  pages: PageSizes = DEFAULT_PAGES,
): PagedList<ListItem<E>> {
  type Item = ListItem<E> & { id: string };
  const api = useApi();
  const host = useHost();
  const key = `${endpoint}:${JSON.stringify(params)}`;
  const [round, setRound] = useState(0);
  const [state, setState] = useState(() => initial<Item>(key));
  const stateRef = useRef(state);
  stateRef.current = state;
  const paramsRef = useRef(params);
  paramsRef.current = params;

  const fetchPage = useCallback(
    (extra: Record<string, unknown>) =>
      api.call(endpoint, { ...paramsRef.current, ...extra } as EndpointParams<E>) as Promise<unknown> as Promise<
        Item[]
      >,
    [api, endpoint],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: round restarts the load on reload.
  useEffect(() => {
    let live = true;
    setState(initial<Item>(key));
    // One more than shown tells whether another page exists, without an empty request at the end.
    fetchPage({ limit: pages.first + 1 }).then(
      (items) =>
        live &&
        setState({
          ...initial<Item>(key),
          items: items.slice(0, pages.first),
          status: 'ready',
          hasMore: items.length > pages.first,
        }),
      (error: unknown) => live && setState({ ...initial<Item>(key), status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, fetchPage, pages.first, round]);

  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if (s.key !== key || s.status !== 'ready' || s.loadingMore || !s.hasMore) return;
    const last = s.items[s.items.length - 1];
    setState({ ...s, loadingMore: true });
    const after = pages.byOffset ? { offset: s.items.length } : last ? { untilId: last.id } : {};
    fetchPage({ limit: pages.next + 1, ...after }).then(
      (page) =>
        setState((c) => {
          if (c.key !== key) return c;
          const known = new Set(c.items.map((i) => i.id));
          return {
            ...c,
            items: [...c.items, ...page.slice(0, pages.next).filter((i) => !known.has(i.id))],
            loadingMore: false,
            hasMore: page.length > pages.next,
          };
        }),
      (error: unknown) => {
        setState((c) => (c.key === key ? { ...c, loadingMore: false } : c));
        void host.modals.alert(host.describeError(error).text, 'error');
      },
    );
  }, [key, fetchPage, pages.next, pages.byOffset, host]);

  const current = state.key === key ? state : initial<Item>(key);
  return {
    items: current.items,
    status: current.status,
    error: current.error,
    loadingMore: current.loadingMore,
    hasMore: current.hasMore,
    loadMore,
    reload: () => setRound((r) => r + 1),
    prepend: (item) =>
      setState((c) =>
        c.key !== key || c.status !== 'ready' || c.items.some((i) => i.id === (item as Item).id)
          ? c
          : { ...c, items: [item as Item, ...c.items] },
      ),
  };
}

function initial<T>(key: string) {
  return {
    key,
    items: [] as T[],
    status: 'loading' as PagedList<T>['status'],
    error: undefined as unknown,
    loadingMore: false,
    hasMore: true,
  };
}
