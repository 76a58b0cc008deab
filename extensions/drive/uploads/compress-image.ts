import { compressionTarget, fitWithin, isAnimated, isCompressible, keepCompressed } from './upload-rules';

let webpSupport: boolean | null = null;

/** Whether this browser's canvas writes WebP (Safari before 14 wrote PNG instead). */
function canvasWritesWebp(): boolean {
  if (webpSupport === null) {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    webpSupport = canvas.toDataURL('image/webp').startsWith('data:image/webp');
  }
  return webpSupport;
}

/**
 * An image made to fit 2048 by 2048 and re-encoded (spec 000 sections 4 and 9), or null when
 * compression does not apply (another type, an animation, a result no better than the original,
 * or an image the browser cannot decode: then the original goes as it is).
 */
export async function compressImage(blob: Blob): Promise<{ blob: Blob; extension: string } | null> {
  if (!isCompressible(blob.type)) return null;
  try {
    if (isAnimated(new Uint8Array(await blob.arrayBuffer()), blob.type)) return null;
    const bitmap = await decode(blob);
    const size = fitWithin(bitmap.width, bitmap.height);
    const target = compressionTarget(blob.type, canvasWritesWebp());
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    if ('close' in bitmap) bitmap.close();
    const result = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, target.type, target.quality));
    if (!result || !keepCompressed(blob, result)) return null;
    return { blob: result, extension: target.extension };
  } catch (error) {
    console.warn('the image could not be compressed; sending the original', error);
    return null;
  }
}

/** Decodes with createImageBitmap (orientation applied); SVG needs an <img>, which it cannot take. */
async function decode(blob: Blob): Promise<ImageBitmap | HTMLImageElement> {
  if (blob.type !== 'image/svg+xml') return createImageBitmap(blob, { imageOrientation: 'from-image' });
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}
