import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress-plugin';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('precompressing the build', () => {
  it('writes Brotli and gzip copies of text files big enough to gain, and leaves the rest', () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-precompress-'));
    mkdirSync(join(dir, 'client-assets'));
    const big = `export const s = ${JSON.stringify('note '.repeat(400))};`;
    writeFileSync(join(dir, 'client-assets', 'a-12345678.js'), big);
    writeFileSync(join(dir, 'client-assets', 'tiny-12345678.js'), 'x()');
    writeFileSync(join(dir, 'client-assets', 'photo.png'), Buffer.alloc(4096, 1));
    const { files } = precompressFiles(dir);
    expect(files).toBe(1);
    const br = readFileSync(join(dir, 'client-assets', 'a-12345678.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(big);
    expect(gunzipSync(readFileSync(join(dir, 'client-assets', 'a-12345678.js.gz'))).toString()).toBe(big);
    expect(existsSync(join(dir, 'client-assets', 'tiny-12345678.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'client-assets', 'photo.png.br'))).toBe(false);
  });
});
