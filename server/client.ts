import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The directives that do not depend on the page. */
const FIXED_DIRECTIVES = [
  "img-src 'self' data: blob: https: http:",
  "media-src 'self' blob: https: http:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  // The aichan widget's frame: the Misskey project's mascot page, and no other.
  'frame-src https://misskey-dev.github.io',
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
];

/** What a page's Content-Security-Policy allows beyond the fixed directives. */
export interface PagePolicy {
  /** CSP hash sources ('sha256-…') of the page's own inline <style> elements. */
  styleHashes?: readonly string[];
  /** Origins the page's forms may post to, or be redirected to after posting, besides its own. */
  formActions?: readonly string[];
}

/**
 * The Content-Security-Policy the client runs under: no inline script, no inline style but the
 * HTML's own frame (allowed by the hashes of its <style> elements, fixed at build time), nothing
 * from elsewhere but images and media (remote avatars and attachments), same-origin
 * API/streaming, and forms that post only here (OAuth's consent page adds the app's origin,
 * where the server's answer redirects).
 */
export function contentSecurityPolicy({ styleHashes = [], formActions = [] }: PagePolicy = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(' '),
    ["form-action 'self'", ...formActions].join(' '),
    ...FIXED_DIRECTIVES,
  ].join('; ');
}

/** The CSP hash sources ('sha256-…') of every inline <style> of a page. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) =>
      `sha256-${createHash('sha256')
        .update(css ?? '')
        .digest('base64')}`,
  );
}

const ASSET_PREFIX = '/client-assets/';

/** The encodings a request accepts, of those the build has (Brotli first), by Accept-Encoding. */
export function acceptedEncodings(header: string | undefined): ('br' | 'gzip')[] {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );
  return (['br', 'gzip'] as const).filter((e) => accepted.has(e) || accepted.has('*'));
}

/** Text made safe for an HTML attribute's value. */
function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What a page of the app carries for one request: meta tags the client reads, origins its forms reach. */
export interface AppPageExtras {
  /** `<meta name content>` pairs put in the head (OAuth's transaction, app name and scope). */
  meta: Readonly<Record<string, string>>;
  formActions?: readonly string[];
}

/** Sends the app's page with extras, never cached (a page made for one request). */
export type SendAppPage = (reply: FastifyReply, extras: AppPageExtras) => FastifyReply | Promise<FastifyReply>;

/** A page's HTML with the extras' meta tags at the end of its head. */
export function withMetaTags(html: string, meta: AppPageExtras['meta']): string {
  const tags = Object.entries(meta)
    .map(([name, content]) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}" />`)
    .join('');
  return html.replace('</head>', `${tags}</head>`);
}

/** The built client's page: index.html with its precompressed copies, ETag and policy, read once at start. */
export interface ClientPage {
  dir: string;
  plain: Buffer;
  encoded: { br: Buffer | null; gzip: Buffer | null };
  etag: string;
  styleHashes: string[];
  send: SendAppPage;
}

/** Reads the built client's index.html; throws when the client is not built. */
export function loadClientPage(clientDir: string): ClientPage {
  const indexPath = join(clientDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`the client is not built: ${indexPath} is missing (run npm run build)`);
  }
  const plain = readFileSync(indexPath);
  const copy = (suffix: string) => (existsSync(indexPath + suffix) ? readFileSync(indexPath + suffix) : null);
  const html = plain.toString('utf8');
  const styleHashes = inlineStyleHashes(html);
  return {
    dir: clientDir,
    plain,
    encoded: { br: copy('.br'), gzip: copy('.gz') },
    etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
    styleHashes,
    send: appPageSender(html, styleHashes),
  };
}

/** A page with only the extras, for a server without a built client (tests of the server alone). */
export const sendBareAppPage: SendAppPage = appPageSender('<!doctype html><html><head></head><body></body></html>', []);

function appPageSender(html: string, styleHashes: readonly string[]): SendAppPage {
  return (reply, { meta, formActions }) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', contentSecurityPolicy({ styleHashes, formActions }))
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'same-origin')
      .send(withMetaTags(html, meta));
}

/**
 * Serves the built client: hashed bundles with a long cache, and index.html (with the CSP) for
 * every other GET that asks for a page, so the client's router handles deep links. Both go out
 * in the build's Brotli or gzip copy when the browser takes it; the HTML is revalidated by ETag.
 */
export async function registerClient(app: FastifyInstance, index: ClientPage): Promise<void> {
  const clientDir = index.dir;
  const policy = contentSecurityPolicy({ styleHashes: index.styleHashes });
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false, // ours below: long for hashed bundles, short for the rest
    setHeaders(res, path) {
      const hashed = path.includes(ASSET_PREFIX.slice(1)) && /-[\w-]{8,}\.\w+(\.(br|gz))?$/.test(path);
      // The service worker is checked for updates on every visit.
      const worker = /[\\/]sw\.js(\.(br|gz))?$/.test(path);
      res.setHeader(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=300',
      );
    },
  });
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', policy)
      .header('Cache-Control', 'no-cache')
      .header('ETag', index.etag)
      // The service worker keeps only this page for offline starts (sw.js).
      .header('X-Tessera-Page', 'app')
      .header('Vary', 'Accept-Encoding')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'same-origin');
    if (request.headers['if-none-match'] === index.etag) return reply.code(304).send();
    const encoding = acceptedEncodings(request.headers['accept-encoding']).find((e) => index.encoded[e]);
    if (!encoding) return reply.send(index.plain);
    return reply.header('Content-Encoding', encoding).send(index.encoded[encoding]);
  };
  app.get('/', sendIndex);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && !request.url.startsWith(ASSET_PREFIX)) return sendIndex(request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
}
