import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  APP_PAGE_MARK,
  CACHE_CONTROL,
  CLIENT_PATHS,
  cacheControlFor,
  contentSecurityPolicy,
  importMapHashes,
  inlineStyleHashes,
  PAGE_HEADERS,
} from './client-headers';

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
  scriptHashes: string[];
  send: SendAppPage;
}

/**
 * Reads the built client's index.html; throws when the client is not built. `transform` adds to
 * the page what this server decides at start (run-time extensions' import map and manifests);
 * the page is compressed again when it changes it.
 */
export function loadClientPage(clientDir: string, transform?: (html: string) => string): ClientPage {
  const indexPath = join(clientDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`the client is not built: ${indexPath} is missing (run npm run build)`);
  }
  const built = readFileSync(indexPath);
  const html = transform ? transform(built.toString('utf8')) : built.toString('utf8');
  const changed = html !== built.toString('utf8');
  const plain = changed ? Buffer.from(html) : built;
  const copy = (suffix: string) => (existsSync(indexPath + suffix) ? readFileSync(indexPath + suffix) : null);
  const styleHashes = inlineStyleHashes(html);
  const scriptHashes = importMapHashes(html);
  return {
    dir: clientDir,
    plain,
    encoded: changed
      ? { br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }) }
      : { br: copy('.br'), gzip: copy('.gz') },
    etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
    styleHashes,
    scriptHashes,
    send: appPageSender(html, styleHashes, scriptHashes),
  };
}

/** A page with only the extras, for a server without a built client (tests of the server alone). */
export const sendBareAppPage: SendAppPage = appPageSender(
  '<!doctype html><html><head></head><body></body></html>',
  [],
  [],
);

function appPageSender(html: string, styleHashes: readonly string[], scriptHashes: readonly string[]): SendAppPage {
  return (reply, { meta, formActions }) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', contentSecurityPolicy({ styleHashes, scriptHashes, formActions }))
      .header('Cache-Control', CACHE_CONTROL.pageForOneRequest)
      .headers(PAGE_HEADERS)
      .send(withMetaTags(html, meta));
}

/**
 * Serves the built client: hashed bundles with a long cache, and index.html (with the CSP) for
 * every other GET that asks for a page, so the client's router handles deep links. Both go out
 * in the build's Brotli or gzip copy when the browser takes it; the HTML is revalidated by ETag.
 */
export async function registerClient(app: FastifyInstance, index: ClientPage): Promise<void> {
  const clientDir = index.dir;
  const policy = contentSecurityPolicy({ styleHashes: index.styleHashes, scriptHashes: index.scriptHashes });
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false, // ours below: long for hashed files, short for the rest (client-headers.ts)
    // index.html is the page, with its policy, however it is asked for (sendIndex below).
    allowedPath: (pathname) => pathname !== CLIENT_PATHS.page,
    setHeaders(res, path) {
      const urlPath = `/${relative(clientDir, path).split(sep).join('/')}`.replace(/\.(br|gz)$/, '');
      res.setHeader('Cache-Control', cacheControlFor(urlPath));
    },
  });
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', policy)
      .header('Cache-Control', CACHE_CONTROL.page)
      .header('ETag', index.etag)
      // The service worker keeps only this page for offline starts (sw.js).
      .header(APP_PAGE_MARK.name, APP_PAGE_MARK.value)
      .header('Vary', 'Accept-Encoding')
      .headers(PAGE_HEADERS);
    if (request.headers['if-none-match'] === index.etag) return reply.code(304).send();
    const encoding = acceptedEncodings(request.headers['accept-encoding']).find((e) => index.encoded[e]);
    if (!encoding) return reply.send(index.plain);
    return reply.header('Content-Encoding', encoding).send(index.encoded[encoding]);
  };
  app.get('/', sendIndex);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && !request.url.startsWith(CLIENT_PATHS.assets)) return sendIndex(request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
}
