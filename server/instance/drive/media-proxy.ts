import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Instance } from '../instance';
import { identiconSvg } from '../media-routes';
import type { Drive } from './drive';
import { type AddressPolicy, fetchCapped } from './fetch-url';
import type { DriveFileRow } from './file-row';

/** Misskey's media proxy sizes: what each variant is for and how big it gets. */
const VARIANTS = {
  /** Note and drive previews. */
  preview: { width: 200, height: 200, animated: false },
  /** Custom emoji (height 128, animation kept). */
  emoji: { width: 4096, height: 128, animated: true },
  /** Avatars (height 320, animation kept). */
  avatar: { width: 4096, height: 320, animated: true },
  /** Notification badges. */
  badge: { width: 96, height: 96, animated: false },
  /** The first frame of an animation, for people who want images still. */
  static: { width: 2048, height: 2048, animated: false },
  /** Any image as WebP, animation kept. */
  image: { width: 2048, height: 2048, animated: true },
} as const;

type Variant = keyof typeof VARIANTS;

const REMOTE_TIMEOUT_MS = 10_000;
const REMOTE_MAX_BYTES = 20 * 1024 * 1024;
/** A transparent 1x1 PNG, what `fallback=1` answers instead of an error so an <img> shows nothing rather than a broken icon. */
const TRANSPARENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Which variant a request asks for: the flag in the query wins, else the name in the path. */
function variantOf(name: string, query: Readonly<Record<string, string | undefined>>): Variant {
  for (const flag of ['static', 'preview', 'badge', 'emoji', 'avatar'] as const)
    if (query[flag] !== undefined) return flag;
  if (name.startsWith('preview')) return 'preview';
  if (name.startsWith('static')) return 'static';
  return 'image';
}

/**
 * /proxy/{name}.webp?url=... as Misskey's media proxy answers it: the image at the URL, resized
 * for its use (preview, static, emoji, avatar, badge) and re-encoded as WebP without its metadata.
 * This instance's own files are read from the drive; other servers' only when the operator allows
 * it (`--proxy-remote-media`), through the same address checks as URL uploads.
 */
export function registerMediaProxy(
  app: FastifyInstance,
  instance: Instance,
  drive: Drive,
  remote: { allowed: boolean; addresses: AddressPolicy },
): void {
  const byKey = instance.db.prepare(
    'SELECT * FROM drive_files WHERE @key IN (storage_key, webpublic_key, thumbnail_key)',
  );

  const localBytes = (url: URL): Buffer | null => {
    if (url.origin !== new URL(instance.url()).origin) return null;
    // The identicon of an account without an avatar: the client asks for it still with the data saver on.
    if (url.pathname.startsWith('/identicon/'))
      return Buffer.from(identiconSvg(decodeURIComponent(url.pathname.slice('/identicon/'.length))));
    if (!url.pathname.startsWith('/files/')) return null;
    const row = byKey.get({ key: url.pathname.slice('/files/'.length) }) as DriveFileRow | undefined;
    return row ? drive.contents(row) : null;
  };

  app.get<{ Params: { name: string }; Querystring: Record<string, string | undefined> }>(
    '/proxy/:name',
    async (request, reply) => {
      const fail = (status: number, message: string) =>
        request.query.fallback !== undefined
          ? reply.code(200).type('image/png').header('Cache-Control', 'max-age=300').send(TRANSPARENT_PNG)
          : reply.code(status).type('text/plain').send(message);
      let url: URL;
      try {
        url = new URL(request.query.url ?? '', instance.url());
      } catch {
        return fail(400, 'url is not a URL');
      }
      let data = localBytes(url);
      if (!data) {
        if (url.origin === new URL(instance.url()).origin) return fail(404, 'no such file');
        if (!remote.allowed) return fail(403, 'this server does not proxy other servers’ media');
        try {
          data = (
            await fetchCapped(url, remote.addresses, { maxBytes: REMOTE_MAX_BYTES, timeoutMs: REMOTE_TIMEOUT_MS })
          ).data;
        } catch {
          return fail(404, 'the media could not be fetched');
        }
      }
      const variant = VARIANTS[variantOf(request.params.name, request.query)];
      try {
        const webp = await sharp(data, { animated: variant.animated })
          .rotate()
          .resize({ width: variant.width, height: variant.height, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        return reply
          .type('image/webp')
          .header('Cache-Control', 'max-age=31536000, immutable')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('X-Content-Type-Options', 'nosniff')
          .header('Access-Control-Allow-Origin', '*')
          .send(webp);
      } catch {
        return fail(404, 'not an image');
      }
    },
  );
}
