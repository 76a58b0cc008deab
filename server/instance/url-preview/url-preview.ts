import { type SummalyResult, summaly } from '@misskey-dev/summaly';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AddressPolicy } from '../drive/fetch-url';
import type { Instance } from '../instance';
import { guardedAgents } from './guarded-agents';

/** Misskey keeps a summary an hour, for its last hundred pages. */
const CACHE_TTL_MS = 60 * 60 * 1000;
const CACHE_SIZE = 100;
/** What the browser may keep: a day, for an answer and for a failure alike (as Misskey sends). */
const CACHE_CONTROL = 'max-age=86400, immutable';

const DISABLED = {
  message: 'URL preview is disabled',
  code: 'URL_PREVIEW_DISABLED',
  id: '58b36e13-d2f5-0323-b0c6-76aa9dabefb8',
  kind: 'client',
} as const;
const FAILED = {
  message: 'Failed to get preview',
  code: 'URL_PREVIEW_FAILED',
  id: '09d01cb5-53b9-4856-82e5-38a50c290a3b',
  kind: 'client',
} as const;

const isHttp = (url: string) => url.startsWith('http://') || url.startsWith('https://');

/**
 * GET /url?url=…&lang=… as Misskey answers it: the page's summary by Misskey's own summarizer
 * (@misskey-dev/summaly: title, description, icon, thumbnail, site name, player, sensitive), 403
 * when the administrator turned previews off, 422 when the page cannot be summarized. Pages are
 * fetched only from addresses the operator permits (the drive's private-network guard, redirects
 * included); the icon and thumbnail go through the media proxy when it serves other servers'
 * media, as Misskey's do.
 */
export function registerUrlPreview(
  app: FastifyInstance,
  instance: Instance,
  remote: { addresses: AddressPolicy; mediaProxy: boolean },
): void {
  const agents = guardedAgents(remote.addresses);
  const cache = new Map<string, { at: number; summary: Promise<SummalyResult> }>();

  const wrap = (url: string | null): string | null => {
    if (url === null || !remote.mediaProxy || !isHttp(url)) return url;
    return `${instance.url()}/proxy/preview.webp?${new URLSearchParams({ url, preview: '1' }).toString()}`;
  };

  const summarize = async (url: string, lang: string | undefined): Promise<SummalyResult> => {
    const target = new URL(url);
    if (!isHttp(target.href)) throw new Error('only http and https pages are previewed');
    if (remote.addresses.refusesLiteral(target)) throw new Error(`${target.host} is a private address`);
    const s = instance.settings.get();
    const result = await summaly(target.href, {
      followRedirects: s.urlPreviewAllowRedirect,
      lang: lang ?? 'ja-JP',
      // With agents of its own, summaly leaves the address checks to them: ours are the drive's.
      agent: agents,
      // Given every time: summaly keeps the options of one call as the next call's defaults.
      userAgent: s.urlPreviewUserAgent ?? undefined,
      operationTimeout: s.urlPreviewTimeout,
      contentLengthLimit: s.urlPreviewMaximumContentLength,
      contentLengthRequired: s.urlPreviewRequireContentLength,
    });
    if (!isHttp(result.url) || (result.player.url && !isHttp(result.player.url))) {
      throw new Error('unsupported scheme in the summary');
    }
    return { ...result, icon: wrap(result.icon), thumbnail: wrap(result.thumbnail) };
  };

  const cached = (url: string, lang: string | undefined): Promise<SummalyResult> => {
    const key = `${url}@${lang ?? ''}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.summary;
    const summary = summarize(url, lang);
    cache.delete(key);
    cache.set(key, { at: Date.now(), summary });
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    // A failure is not kept: the next request tries again.
    summary.catch(() => {
      if (cache.get(key)?.summary === summary) cache.delete(key);
    });
    return summary;
  };

  app.get<{ Querystring: { url?: unknown; lang?: unknown } }>('/url', async (request, reply: FastifyReply) => {
    const { url, lang } = request.query;
    if (typeof url !== 'string' || (lang !== undefined && typeof lang !== 'string')) return reply.code(400).send();
    if (!instance.settings.get().enableUrlPreview) {
      return reply.code(403).header('X-Robots-Tag', 'noindex').send({ error: DISABLED });
    }
    try {
      const summary = await cached(url, lang);
      return reply.header('Cache-Control', CACHE_CONTROL).send(summary);
    } catch (error) {
      request.log.warn(`no preview of ${url}: ${String(error)}`);
      return reply.code(422).header('Cache-Control', CACHE_CONTROL).send({ error: FAILED });
    }
  });
}
