import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the client with the given extension folders into a fresh temporary folder. */
export function buildClient(extensions: string): string {
  const outDir = mkdtempSync(join(tmpdir(), 'tessera-dist-'));
  const result = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], {
    cwd: root,
    // NODE_ENV: the test runner sets 'test', which would bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production', TESSERA_EXTENSIONS: extensions, TESSERA_OUT_DIR: outDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the client build failed:\n${result.stdout}\n${result.stderr}`);
  return outDir;
}
