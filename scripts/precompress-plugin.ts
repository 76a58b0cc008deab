import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text the browser fetches. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than a round of headers costs. */
const MIN_BYTES = 512;

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each built text file,
 * when smaller, so the server sends compressed bytes without compressing on each request.
 */
export function precompressFiles(dir: string): { files: number; saved: number } {
  let files = 0;
  let saved = 0;
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    if (br.length < data.length) writeFileSync(`${path}.br`, br);
    if (gz.length < data.length) writeFileSync(`${path}.gz`, gz);
    files++;
    saved += data.length - Math.min(br.length, data.length);
  }
  return { files, saved };
}

/** The Vite plugin: precompresses the output folder once the bundle is written. */
export function tesseraPrecompress(): Plugin {
  let outDir = '';
  return {
    name: 'tessera-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompressFiles(outDir);
    },
  };
}
