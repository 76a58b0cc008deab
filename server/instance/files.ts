import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves uploaded files at /files/{key}. Uploads are user content: they run under a sandboxing
 * policy, so an uploaded HTML or SVG file cannot script anything, and types are never sniffed.
 */
export async function registerFiles(app: FastifyInstance, filesDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
      );
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}
