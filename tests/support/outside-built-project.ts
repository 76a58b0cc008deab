import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packSdk } from '../../scripts/sdk-package/make-package';

// examples/outside-built, copied to a temporary folder outside the repository, with the packed SDK
// (and React, Vite, TypeScript from the registry) installed, as a stranger's project would be.
// npm's cache and the example's lockfile are kept in node_modules/.cache, so a second run installs
// offline.
const root = fileURLToPath(new URL('../..', import.meta.url));
const example = join(root, 'examples/outside-built');
const cache = join(root, 'node_modules/.cache/tessera-outside-built');

/** The example's project outside the repository, ready to typecheck and build. */
export interface OutsideBuiltProject {
  /** Its folder. */
  dir: string;
  /** Runs a command in it (NODE_ENV unset unless given). */
  run(command: string, args: string[], env?: Record<string, string | undefined>): SpawnSyncReturns<string>;
  /** Runs a command in it and returns its output; throws with the output when it fails. */
  succeed(command: string, args: string[], env?: Record<string, string | undefined>): string;
  /** Removes the project and the packed SDK. */
  remove(): void;
}

/** Packs the SDK, copies the example out of the repository and installs its dependencies. */
export async function prepareOutsideBuiltProject(): Promise<OutsideBuiltProject> {
  const packDir = mkdtempSync(join(tmpdir(), 'tessera-sdk-pack-'));
  const tarball = await packSdk(packDir);
  const dir = mkdtempSync(join(tmpdir(), 'tessera-outside-built-'));
  cpSync(example, dir, { recursive: true, filter: (source) => !/\/(node_modules|dist)$/.test(source) });
  copyFileSync(tarball, join(dir, basename(tarball)));
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  manifest.devDependencies['@tessera/sdk'] = `file:${basename(tarball)}`;
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  const run: OutsideBuiltProject['run'] = (command, args, env = {}) =>
    spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_ENV: undefined, ...env } });
  const succeed: OutsideBuiltProject['succeed'] = (command, args, env) => {
    const result = run(command, args, env);
    if (result.status !== 0)
      throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
    return result.stdout;
  };
  install(dir, run, succeed);
  return {
    dir,
    run,
    succeed,
    remove: () => {
      for (const folder of [packDir, dir]) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Builds the project's extensions with the SDK's preset: dist/<id>.js and dist/<id>.manifest.json. */
export function buildOutsideBuilt(project: OutsideBuiltProject): string {
  project.succeed('npx', ['vite', 'build', '--logLevel', 'error'], { NODE_ENV: 'production' });
  return join(project.dir, 'dist');
}

/** Installs the project's dependencies: offline from the cached lockfile when it fits, else from the registry. */
function install(dir: string, run: OutsideBuiltProject['run'], succeed: OutsideBuiltProject['succeed']): void {
  const npmArgs = ['--no-audit', '--no-fund', '--cache', join(cache, 'npm')];
  const key = createHash('sha256')
    .update(readFileSync(join(dir, 'package.json')))
    .digest('hex')
    .slice(0, 16);
  const lock = join(cache, `package-lock-${key}.json`);
  if (existsSync(lock)) {
    // The SDK's tarball is new each run: its recorded integrity is dropped, the rest is kept.
    const locked = JSON.parse(readFileSync(lock, 'utf8')) as { packages: Record<string, { integrity?: string }> };
    delete locked.packages['node_modules/@tessera/sdk']?.integrity;
    writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(locked));
    if (run('npm', ['ci', '--offline', ...npmArgs]).status === 0) return;
  }
  succeed('npm', ['install', '--prefer-offline', ...npmArgs]);
  mkdirSync(cache, { recursive: true });
  copyFileSync(join(dir, 'package-lock.json'), lock);
}
