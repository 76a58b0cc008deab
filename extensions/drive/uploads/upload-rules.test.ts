import { describe, expect, it } from 'vitest';
import {
  compressesUpload,
  compressionTarget,
  exceedsSizeLimit,
  fitWithin,
  isAnimated,
  isCompressible,
  keepCompressed,
  uploadComment,
  uploadName,
} from './upload-rules';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

describe('upload rules (spec 000 sections 4, 5 and 9)', () => {
  it('never compresses when the person chose to upload images as they are, whatever the caller asked', () => {
    expect(compressesUpload(true, true)).toBe(false);
    expect(compressesUpload(undefined, true)).toBe(false);
    expect(compressesUpload(false, true)).toBe(false);
    expect(compressesUpload(true, false)).toBe(true);
    expect(compressesUpload(undefined, false)).toBe(true);
    expect(compressesUpload(false, false)).toBe(false);
  });

  it('compresses only JPEG, PNG, WebP and SVG, to WebP at 0.9 or, without WebP, JPEG at 0.85 or PNG at 1', () => {
    expect(['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'].every(isCompressible)).toBe(true);
    expect(isCompressible('image/gif')).toBe(false);
    expect(compressionTarget('image/jpeg', true)).toEqual({ type: 'image/webp', quality: 0.9, extension: 'webp' });
    expect(compressionTarget('image/jpeg', false)).toEqual({ type: 'image/jpeg', quality: 0.85, extension: 'jpg' });
    expect(compressionTarget('image/png', false)).toEqual({ type: 'image/png', quality: 1, extension: 'png' });
  });

  it('fits an image within 2048 by 2048 keeping its proportions, and never enlarges it', () => {
    expect(fitWithin(4096, 1024)).toEqual({ width: 2048, height: 512 });
    expect(fitWithin(1000, 3000)).toEqual({ width: 683, height: 2048 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('keeps the compressed result only when it is smaller, or when a WebP was re-encoded as WebP', () => {
    expect(keepCompressed({ size: 100, type: 'image/png' }, { size: 90, type: 'image/webp' })).toBe(true);
    expect(keepCompressed({ size: 100, type: 'image/png' }, { size: 120, type: 'image/webp' })).toBe(false);
    expect(keepCompressed({ size: 100, type: 'image/webp' }, { size: 120, type: 'image/webp' })).toBe(true);
  });

  it('names uploads: the own name, or an id with the extension; converted files get the new extension too', () => {
    const id = () => 'abc';
    expect(uploadName('cat.png', { keepOriginal: true, id })).toBe('cat.png');
    expect(uploadName('cat.png', { keepOriginal: false, id })).toBe('abc.png');
    expect(uploadName('cat.png', { keepOriginal: true, convertedExtension: 'webp', id })).toBe('cat.png.webp');
    expect(uploadName('  ', { keepOriginal: true, id })).toBe('untitled');
  });

  it('trims descriptions and cuts those of 512 characters or more to 509 and "..."', () => {
    expect(uploadComment('  a cat  ')).toBe('a cat');
    expect(uploadComment('   ')).toBeNull();
    expect(uploadComment('x'.repeat(511))).toHaveLength(511);
    const cut = uploadComment('x'.repeat(512)) ?? '';
    expect(cut).toHaveLength(512);
    expect(cut.endsWith('x...')).toBe(true);
  });

  it('refuses files over the server limit or the role policy, whichever is smaller', () => {
    expect(exceedsSizeLimit(10, { serverMax: 5 })).toBe(true);
    expect(exceedsSizeLimit(3 * 1024 * 1024, { policyMb: 2 })).toBe(true);
    expect(exceedsSizeLimit(1024, { serverMax: 2048, policyMb: 1 })).toBe(false);
    expect(exceedsSizeLimit(1024, {})).toBe(false);
  });

  it('tells animated GIF, APNG and WebP from still ones by their bytes', () => {
    const gifHeader = bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]);
    const frame = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 1, 0, 0];
    expect(isAnimated(bytes([...gifHeader], frame, [0x3b]), 'image/gif')).toBe(false);
    expect(isAnimated(bytes([...gifHeader], frame, frame, [0x3b]), 'image/gif')).toBe(true);

    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const chunk = (type: string, length: number) => [
      ...u32(length),
      ...[...type].map((c) => c.charCodeAt(0)),
      ...new Array(length + 4).fill(0),
    ];
    expect(isAnimated(bytes(signature, chunk('IHDR', 13), chunk('acTL', 8), chunk('IDAT', 2)), 'image/png')).toBe(true);
    expect(isAnimated(bytes(signature, chunk('IHDR', 13), chunk('IDAT', 2)), 'image/png')).toBe(false);

    const webp = (flags: number) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8X', [10, 0, 0, 0, flags, 0, 0, 0]);
    expect(isAnimated(webp(0x02), 'image/webp')).toBe(true);
    expect(isAnimated(webp(0), 'image/webp')).toBe(false);
  });
});
