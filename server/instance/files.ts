import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database';

/** Types a browser shows inline without running anything; everything else downloads. */
const INLINE = /^(image\/(png|jpeg|gif|webp|avif|apng|bmp)|video\/(mp4|webm|ogg|quicktime)|audio\/[a-z0-9.+-]+)$/;
/** What a stored type must look like to be sent as a Content-Type at all. */
const MIME = /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/;

/**
 * Serves uploaded files at /files/{key} (originals, public versions and thumbnails alike). Uploads are user content: each goes out with the type the
 * drive detected and stored, never one guessed from its name (a file named payload.js must not
 * become a script of this origin), as an attachment unless it is media a browser shows inline,
 * without sniffing, and under a sandboxing policy so an uploaded page or SVG cannot script anything.
 */
export async function registerFiles(app: FastifyInstance, filesDir: string, db: Db): Promise<void> {
  const typeOf = db.prepare(
    `SELECT CASE @key WHEN storage_key THEN type WHEN webpublic_key THEN webpublic_type ELSE 'image/webp' END AS type
     FROM drive_files WHERE @key IN (storage_key, webpublic_key, thumbnail_key)`,
  );
  await app.register(async (files) => {
    await files.register(fastifyStatic, {
      root: filesDir,
      prefix: '/files/',
      decorateReply: false,
      index: false,
      wildcard: true,
      cacheControl: false,
    });
    // Set as the answer goes out, after the static server has put in a type guessed from the name.
    files.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 400) return payload;
      const key = basename(new URL(request.url, 'http://x').pathname);
      const stored = (typeOf.get({ key }) as { type: string } | undefined)?.type.toLowerCase() ?? '';
      const type = MIME.test(stored) ? stored : 'application/octet-stream';
      reply.header('Content-Type', type);
      if (!INLINE.test(type)) reply.header('Content-Disposition', 'attachment');
      reply.header(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
      );
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('Access-Control-Allow-Origin', '*');
      return payload;
    });
  });
}
