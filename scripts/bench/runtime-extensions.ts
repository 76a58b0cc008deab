import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { makeSdkPackage } from '../sdk-package/make-package';
import { writeTestExtensions } from './many-extensions';

/** Where the run-time extensions are written and built: a project of their own, ignored by git. */
const FOLDER = '.bench-runtime';

/** What the built SDK package and the generated extensions import, taken from this tree's node_modules. */
const LINKED = [
  'react',
  'react-dom',
  'scheduler',
  'misskey-js',
  'eventemitter3',
  'immer',
  'mfm-js',
  'blurhash',
  'sortablejs',
  'vite',
];

/**
 * Writes `count` small extensions (a page, a menu item, a widget, strings) and builds them with
 * the SDK's preset as a stranger's project would: against the packed SDK's modules, into one
 * module and one manifest each. Gives the folder to install them from (`--extensions-dir`), the
 * gzip size of their manifests together (as the page carries them) and file by file (as an
 * operator ships them), and a clean-up.
 */
export async function buildRuntimeExtensions(
  root: string,
  count: number,
): Promise<{ dir: string; manifestsGzip: number; manifestFilesGzip: number; remove(): void }> {
  const base = join(root, FOLDER);
  rmSync(base, { recursive: true, force: true });
  const generated = writeTestExtensions(root, count, FOLDER);
  mkdirSync(join(base, 'node_modules', '@tessera'), { recursive: true });
  await makeSdkPackage(join(base, 'node_modules', '@tessera', 'sdk'));
  for (const name of LINKED) symlinkSync(join(root, 'node_modules', name), join(base, 'node_modules', name));
  // Built by Vite in a process of its own, with the package's preset, as in a stranger's project
  // (this process resolves '@tessera/sdk' to the tree's sources).
  writeFileSync(
    join(base, 'vite.config.mjs'),
    `import { extensionBuild } from '@tessera/sdk/vite';\nexport default extensionBuild({ extensions: ${JSON.stringify(generated.ids)} });\n`,
  );
  const built = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: base,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: undefined, NODE_ENV: 'production' },
    },
  );
  if (built.status !== 0) throw new Error(`building the run-time extensions failed:\n${built.stdout}\n${built.stderr}`);
  const dir = join(base, 'dist');
  const manifests = generated.ids.map((id) => JSON.parse(readFileSync(join(dir, `${id}.manifest.json`), 'utf8')));
  return {
    dir,
    manifestsGzip: gzipSync(JSON.stringify(manifests), { level: 9 }).length,
    manifestFilesGzip: manifests.reduce((sum, m) => sum + gzipSync(JSON.stringify(m), { level: 9 }).length, 0),
    remove: () => rmSync(base, { recursive: true, force: true }),
  };
}
