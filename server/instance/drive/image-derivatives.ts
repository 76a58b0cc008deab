import { encode } from 'blurhash';
import sharp, { type Metadata } from 'sharp';

/** Misskey's thumbnail box: what a note card or the drive shows. */
const THUMBNAIL_BOX = { width: 498, height: 422 } as const;
/** The public version of a large or tagged photo is at most this big on each side. */
const WEBPUBLIC_MAX = 2048;
/** Blurhash is computed from a small copy; 7 by 7 components, as Misskey's server encodes. */
const BLURHASH_SIZE = 64;
const BLURHASH_COMPONENTS = 7;

/** Still-image types sharp reads that get a public version when the original carries metadata or is large. */
const WEBPUBLIC_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
/** Types sharp can draw a thumbnail and blurhash from (SVG through librsvg). */
const THUMBNAIL_TYPES = new Set([
  ...WEBPUBLIC_TYPES,
  'image/gif',
  'image/svg+xml',
  'image/apng',
  'image/bmp',
  'image/tiff',
]);

/** A file made from the upload: its bytes and type. */
export interface DerivedImage {
  data: Buffer;
  type: 'image/webp' | 'image/png';
}

/** What the drive keeps beside an uploaded image. */
export interface ImageDerivatives {
  properties: { width?: number; height?: number; orientation?: number };
  blurhash: string | null;
  /** For listings: at most 498 by 422, the first frame of an animation. */
  thumbnail: DerivedImage | null;
  /**
   * What the file's public URL serves instead of the original: turned upright, at most 2048 on a
   * side, and without the original's metadata (camera, place). Null when the original is fine as it is.
   */
  webpublic: DerivedImage | null;
}

const NONE: ImageDerivatives = { properties: {}, blurhash: null, thumbnail: null, webpublic: null };

/**
 * Thumbnail, public version, blurhash and dimensions of an image upload. Anything sharp cannot
 * read yields none of them: the upload still stores, as Misskey stores a broken image.
 */
export async function deriveImages(data: Buffer, type: string): Promise<ImageDerivatives> {
  if (!THUMBNAIL_TYPES.has(type)) return NONE;
  try {
    const metadata = await sharp(data).metadata();
    const animated = (metadata.pages ?? 1) > 1;
    const properties = {
      ...(metadata.width ? { width: metadata.width } : {}),
      ...(metadata.height ? { height: metadata.height } : {}),
      ...(metadata.orientation ? { orientation: metadata.orientation } : {}),
    };
    const [blurhash, thumbnail, webpublic] = await Promise.all([
      blurhashOf(data),
      sharp(data)
        .rotate()
        .resize({ ...THUMBNAIL_BOX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer(),
      needsWebpublic(type, animated, metadata) ? publicVersion(data, type) : null,
    ]);
    return { properties, blurhash, thumbnail: { data: thumbnail, type: 'image/webp' }, webpublic };
  } catch {
    return NONE;
  }
}

function needsWebpublic(type: string, animated: boolean, metadata: Metadata): boolean {
  if (!WEBPUBLIC_TYPES.has(type) || animated) return false;
  const large = (metadata.width ?? 0) > WEBPUBLIC_MAX || (metadata.height ?? 0) > WEBPUBLIC_MAX;
  const tagged = metadata.exif !== undefined || metadata.xmp !== undefined || (metadata.orientation ?? 1) > 1;
  return large || tagged;
}

/** Upright, bounded, metadata dropped (sharp writes none unless asked); PNG stays lossless. */
async function publicVersion(data: Buffer, type: string): Promise<DerivedImage> {
  const image = sharp(data)
    .rotate()
    .resize({ width: WEBPUBLIC_MAX, height: WEBPUBLIC_MAX, fit: 'inside', withoutEnlargement: true });
  return type === 'image/png'
    ? { data: await image.png().toBuffer(), type: 'image/png' }
    : { data: await image.webp({ quality: 90 }).toBuffer(), type: 'image/webp' };
}

async function blurhashOf(data: Buffer): Promise<string> {
  const { data: pixels, info } = await sharp(data)
    .rotate()
    .resize(BLURHASH_SIZE, BLURHASH_SIZE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encode(new Uint8ClampedArray(pixels), info.width, info.height, BLURHASH_COMPONENTS, BLURHASH_COMPONENTS);
}
