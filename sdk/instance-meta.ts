import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';
import type { ApiClient } from './api';
import { useApi } from './hooks';
import { pageSingleton } from './shared-context';

/** Spec 000 section 9: the instance's metadata is kept for an hour. */
const META_TTL_MS = 60 * 60 * 1000;

interface Cached {
  api: ApiClient;
  at: number;
  meta: Promise<entities.MetaDetailed>;
}

/** Kept where every copy of the SDK in the page finds it, so one request serves all. */
const store = pageSingleton<{ cached: Cached | null }>('instance-meta', () => ({ cached: null }));

/** The server's metadata (meta with detail), fetched once an hour at most and shared by every caller. */
export function fetchInstanceMeta(api: ApiClient): Promise<entities.MetaDetailed> {
  const { cached } = store;
  if (cached && cached.api === api && Date.now() - cached.at < META_TTL_MS) return cached.meta;
  return keep(api, api.call('meta', { detail: true }) as Promise<entities.MetaDetailed>);
}

/** Keeps the metadata for the hour; a failure is not kept, so the next caller asks again. */
function keep(api: ApiClient, meta: Promise<entities.MetaDetailed>): Promise<entities.MetaDetailed> {
  store.cached = { api, at: Date.now(), meta };
  meta.catch(() => {
    if (store.cached?.meta === meta) store.cached = null;
  });
  return meta;
}

/**
 * Hands fetchInstanceMeta's callers the metadata the host already asked for (the page asks for it
 * as it starts), so the first hour needs no second request. For hosts, not extensions.
 */
export function seedInstanceMeta(api: ApiClient, meta: Promise<entities.MetaDetailed>): void {
  if (store.cached?.api !== api) keep(api, meta);
}

/** The server's metadata for a component, null until it is in (or if it cannot be had). */
export function useInstanceMeta(): entities.MetaDetailed | null {
  const api = useApi();
  const [meta, setMeta] = useState<entities.MetaDetailed | null>(null);
  useEffect(() => {
    let live = true;
    fetchInstanceMeta(api).then(
      (m) => live && setMeta(m),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [api]);
  return meta;
}

/** The media proxy's variants (spec 000 section 2): a small preview, or the first frame of an animation. */
export type MediaProxyVariant = 'preview' | 'static';

/**
 * An image through the server's media proxy (`/proxy/preview.webp?url=…&preview=1`,
 * `/proxy/static.webp?url=…&static=1`), as Misskey's client builds it; the original URL when
 * the server has no proxy or its metadata is not known yet.
 */
export function mediaProxyUrl(
  meta: Pick<entities.MetaDetailed, 'mediaProxy'> | null,
  url: string,
  variant: MediaProxyVariant,
): string {
  if (!meta?.mediaProxy) return url;
  const query = new URLSearchParams({ url, [variant]: '1' });
  return `${meta.mediaProxy.replace(/\/$/, '')}/${variant}.webp?${query.toString()}`;
}
