import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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

/**
 * Serves the built client: hashed bundles with a long cache, and index.html (with the CSP) for
 * every other GET that asks for a page, so the client's router handles deep links.
 */
export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexPath = join(clientDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`the client is not built: ${indexPath} is missing (run npm run build)`);
  }
  const indexHtml = readFileSync(indexPath);
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    wildcard: false,
    cacheControl: false, // ours below: long for hashed bundles, short for the rest
    setHeaders(res, path) {
      const hashed = path.includes(ASSET_PREFIX.slice(1)) && /-[\w-]{8,}\.\w+$/.test(path);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  const sendIndex = (reply: import('fastify').FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'same-origin')
      .send(indexHtml);
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && !request.url.startsWith(ASSET_PREFIX)) return sendIndex(reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
}
