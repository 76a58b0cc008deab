/** Spec 000 section 9: an image is made to fit this box before it is sent. */
export const RESIZE_MAX = 2048;
/** Spec 000 section 5: descriptions this long or longer are cut. */
const COMMENT_CUT_AT = 512;
const COMMENT_KEEP = 509;

/** The image types compression applies to (spec 000 section 4); GIF never is. */
const COMPRESSIBLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml']);

/** Whether compression may apply to a file of this type (animation is checked separately). */
export function isCompressible(type: string): boolean {
  return COMPRESSIBLE.has(type);
}

/**
 * Whether images of an upload are compressed: not when the caller asks for them as they are
 * (false), and never when the person chose to upload images as they are (keepOriginalUploading),
 * whatever the caller asked.
 */
export function compressesUpload(requested: boolean | undefined, keepOriginalUploading: boolean): boolean {
  return requested !== false && !keepOriginalUploading;
}

/** What an image becomes (spec 000 section 9): WebP at 0.9 where the browser writes WebP, else JPEG at 0.85 or PNG at 1. */
export function compressionTarget(
  type: string,
  webpSupported: boolean,
): { type: 'image/webp' | 'image/jpeg' | 'image/png'; quality: number; extension: string } {
  if (webpSupported)
    return { type: 'image/webp', quality: type === 'image/jpeg' || type === 'image/webp' ? 0.9 : 1, extension: 'webp' };
  return type === 'image/jpeg' || type === 'image/webp'
    ? { type: 'image/jpeg', quality: 0.85, extension: 'jpg' }
    : { type: 'image/png', quality: 1, extension: 'png' };
}

/** The size that fits the box, keeping the proportions; never larger than the original. */
export function fitWithin(width: number, height: number, max = RESIZE_MAX): { width: number; height: number } {
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Whether the re-encoded image replaces the original: when it is smaller, or when a WebP became
 * WebP again (re-encoding a WebP is what compressing it means; Misskey keeps that result too).
 */
export function keepCompressed(
  original: { size: number; type: string },
  compressed: { size: number; type: string },
): boolean {
  return compressed.size < original.size || (original.type === 'image/webp' && compressed.type === 'image/webp');
}

/**
 * The name a file is uploaded under (spec 000 section 5): its own name, or with the
 * keep-original-filename setting off a generated id with the same extension; a converted image
 * gets the new format's extension added.
 */
export function uploadName(
  name: string,
  options: { keepOriginal: boolean; convertedExtension?: string | null; id: () => string },
): string {
  const original = name.trim() || 'untitled';
  const dot = original.lastIndexOf('.');
  const extension = dot > 0 ? original.slice(dot) : '';
  const base = options.keepOriginal ? original : `${options.id()}${extension}`;
  return options.convertedExtension ? `${base}.${options.convertedExtension}` : base;
}

/** A description as sent (spec 000 section 5): trimmed; 512 characters or more become 509 and '...'. */
export function uploadComment(comment: string | null | undefined): string | null {
  const trimmed = comment?.trim() ?? '';
  if (trimmed === '') return null;
  const chars = [...trimmed];
  return chars.length >= COMMENT_CUT_AT ? `${chars.slice(0, COMMENT_KEEP).join('')}...` : trimmed;
}

/**
 * Whether a file is over what may be uploaded (spec 000 section 5): the server's limit from its
 * metadata, or the account's maxFileSizeMb.
 */
export function exceedsSizeLimit(
  size: number,
  limits: { serverMax?: number | null; policyMb?: number | null },
): boolean {
  if (limits.serverMax != null && size > limits.serverMax) return true;
  return limits.policyMb != null && size > limits.policyMb * 1024 * 1024;
}

/**
 * Whether image bytes hold an animation, which is never re-encoded (spec 000 section 4): a GIF
 * with more than one frame, a PNG with an animation control chunk (APNG), a WebP with ANIM.
 */
export function isAnimated(bytes: Uint8Array, type: string): boolean {
  const text = (from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
  if (type === 'image/gif') return countGifFrames(bytes) > 1;
  if (type === 'image/png') {
    // Chunks follow the 8-byte signature: length, type, data, CRC; acTL must come before IDAT.
    for (let at = 8; at + 8 <= bytes.length; ) {
      const length =
        ((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
      const chunk = text(at + 4, 4);
      if (chunk === 'acTL') return true;
      if (chunk === 'IDAT' || length < 0) return false;
      at += 12 + length;
    }
    return false;
  }
  if (type === 'image/webp') {
    // An extended WebP (VP8X) says so in its flags; the ANIM chunk follows.
    return text(12, 4) === 'VP8X' && ((bytes[20] ?? 0) & 0x02) !== 0;
  }
  return false;
}

/** Frames of a GIF, counted by image descriptors after the header (stops at two: enough to know). */
function countGifFrames(bytes: Uint8Array): number {
  let frames = 0;
  let at = 13;
  const flags = bytes[10] ?? 0;
  if (flags & 0x80) at += 3 * 2 ** ((flags & 0x07) + 1); // global colour table
  const skipBlocks = () => {
    while (at < bytes.length) {
      const size = bytes[at] ?? 0;
      at += 1;
      if (size === 0) return;
      at += size;
    }
  };
  while (at < bytes.length && frames < 2) {
    const marker = bytes[at];
    if (marker === 0x3b) break; // trailer
    if (marker === 0x21) {
      at += 2; // extension introducer and label
      skipBlocks();
    } else if (marker === 0x2c) {
      frames += 1;
      const local = bytes[at + 9] ?? 0;
      at += 10;
      if (local & 0x80) at += 3 * 2 ** ((local & 0x07) + 1);
      at += 1; // LZW minimum code size
      skipBlocks();
    } else break;
  }
  return frames;
}
