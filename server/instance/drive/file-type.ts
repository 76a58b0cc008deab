/** How the drive tells a file's type: by its bytes, then by what the uploader declared. */

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * File types by their bytes (each part at its offset), trusted over the declared type. A RIFF
 * file is WebP, WAV or AVI by its form type at byte 8, not by 'RIFF' alone.
 */
const SIGNATURES: readonly [string, [offset: number, bytes: number[]][]][] = [
  ['image/png', [[0, [0x89, 0x50, 0x4e, 0x47]]]],
  ['image/jpeg', [[0, [0xff, 0xd8, 0xff]]]],
  ['image/gif', [[0, ascii('GIF8')]]],
  [
    'image/webp',
    [
      [0, ascii('RIFF')],
      [8, ascii('WEBP')],
    ],
  ],
  [
    'audio/wav',
    [
      [0, ascii('RIFF')],
      [8, ascii('WAVE')],
    ],
  ],
  ['audio/ogg', [[0, ascii('OggS')]]],
  ['audio/mpeg', [[0, ascii('ID3')]]],
  ['audio/flac', [[0, ascii('fLaC')]]],
  ['video/webm', [[0, [0x1a, 0x45, 0xdf, 0xa3]]]],
  ['image/avif', [[4, ascii('ftypavif')]]],
  ['video/mp4', [[4, ascii('ftyp')]]],
];

/** The extension a stored file's key gets, by its detected type. */
export const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/avif': '.avif',
  'image/svg+xml': '.svg',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'audio/mpeg': '.mp3',
  'audio/ogg': '.ogg',
  'audio/wav': '.wav',
  'audio/flac': '.flac',
  'text/plain': '.txt',
  'application/json': '.json',
  'text/csv': '.csv',
};

/** The type the bytes show, else the declared one (lower-cased), else application/octet-stream. */
export function sniffType(data: Buffer, declared: string): string {
  for (const [type, parts] of SIGNATURES) {
    if (parts.every(([offset, bytes]) => bytes.every((b, i) => data[offset + i] === b))) return type;
  }
  return declared && declared !== 'application/octet-stream' ? declared.toLowerCase() : 'application/octet-stream';
}
