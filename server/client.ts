import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Content-Security-Policy the client runs under: no inline script or style, nothing from
 * elsewhere but images and media (remote avatars and attachments), and same-origin API/streaming.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https: http:",
  "media-src 'self' blob: https: http:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

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

/** index.html as built, with its precompressed copies and an ETag, read once at start. */
function loadIndex(indexPath: string) {
  const plain = readFileSync(indexPath);
  const copy = (suffix: string) => (existsSync(indexPath + suffix) ? readFileSync(indexPath + suffix) : null);
  return {
    plain,
    encoded: { br: copy('.br'), gzip: copy('.gz') },
    etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * Serves the built client: hashed bundles with a long cache, and index.html (with the CSP) for
 * every other GET that asks for a page, so the client's router handles deep links. Both go out
 * in the build's Brotli or gzip copy when the browser takes it; the HTML is revalidated by ETag.
 */
export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexPath = join(clientDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`the client is not built: ${indexPath} is missing (run npm run build)`);
  }
  const index = loadIndex(indexPath);
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
      .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
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
