import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractExtensions } from '../../scripts/api-report/contracts';
import { packSdk } from '../../scripts/sdk-package/make-package';

// examples/outside-built, copied to a temporary folder outside the repository, installs the packed
// SDK (and React, Vite, TypeScript from the registry), typechecks and builds as a stranger's
// project would. npm's cache and the example's lockfile are kept in node_modules/.cache, so a
// second run installs offline.
const root = fileURLToPath(new URL('../..', import.meta.url));
const example = join(root, 'examples/outside-built');
const cache = join(root, 'node_modules/.cache/tessera-outside-built');
/** What the built modules may import: the page's own copies (see the preset's SHARED_MODULES). */
const SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tessera/sdk',
  '@tessera/sdk/kit',
  'misskey-js',
];

let packDir: string;
let project: string;

function run(command: string, args: string[], env: Record<string, string | undefined> = {}): SpawnSyncReturns<string> {
  return spawnSync(command, args, {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: undefined, ...env },
  });
}

function succeed(command: string, args: string[], env?: Record<string, string | undefined>): string {
  const result = run(command, args, env);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Installs the project's dependencies: offline from the cached lockfile when it fits, else from the registry. */
function install(): void {
  const npmArgs = ['--no-audit', '--no-fund', '--cache', join(cache, 'npm')];
  const key = createHash('sha256')
    .update(readFileSync(join(project, 'package.json')))
    .digest('hex')
    .slice(0, 16);
  const lock = join(cache, `package-lock-${key}.json`);
  if (existsSync(lock)) {
    // The SDK's tarball is new each run: its recorded integrity is dropped, the rest is kept.
    const locked = JSON.parse(readFileSync(lock, 'utf8')) as { packages: Record<string, { integrity?: string }> };
    delete locked.packages['node_modules/@tessera/sdk']?.integrity;
    writeFileSync(join(project, 'package-lock.json'), JSON.stringify(locked));
    if (run('npm', ['ci', '--offline', ...npmArgs]).status === 0) return;
  }
  succeed('npm', ['install', '--prefer-offline', ...npmArgs]);
  mkdirSync(cache, { recursive: true });
  copyFileSync(join(project, 'package-lock.json'), lock);
}

beforeAll(async () => {
  packDir = mkdtempSync(join(tmpdir(), 'tessera-sdk-pack-'));
  const tarball = await packSdk(packDir);
  project = mkdtempSync(join(tmpdir(), 'tessera-outside-built-'));
  cpSync(example, project, { recursive: true, filter: (source) => !/\/(node_modules|dist)$/.test(source) });
  copyFileSync(tarball, join(project, basename(tarball)));
  const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  manifest.devDependencies['@tessera/sdk'] = `file:${basename(tarball)}`;
  writeFileSync(join(project, 'package.json'), JSON.stringify(manifest, null, 2));
  install();
}, 300_000);

afterAll(() => {
  for (const dir of [packDir, project]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The specifiers a built module imports, static and dynamic. */
function importsOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);
}

describe('an extension built outside the repository against the packed SDK (issue 35, part 5)', () => {
  it('sits outside the repository tree and has the SDK from its tarball', () => {
    expect(project.startsWith(root)).toBe(false);
    const sdk = JSON.parse(readFileSync(join(project, 'node_modules/@tessera/sdk/package.json'), 'utf8'));
    expect(sdk.name).toBe('@tessera/sdk');
  });

  it('typechecks with tsc against the package: the SDK, its kit and the extensions’ contracts', () => {
    // Every first-party contract is reachable as `@tessera/sdk/extensions/<id>`.
    const contracts = contractExtensions();
    writeFileSync(
      join(project, 'server-facts', 'contracts.ts'),
      `${contracts.map((id) => `import type {} from '@tessera/sdk/extensions/${id}';`).join('\n')}
import type { ServiceMap } from '@tessera/sdk';
import type { ManagedListStrings } from '@tessera/sdk/kit';
import type { DeckLayoutProps } from '@tessera/sdk/extensions/deck';
export type Checked = [ServiceMap['deck.layout'], ServiceMap['server-facts.list'], ManagedListStrings, DeckLayoutProps];
`,
    );
    // One planted mistake, so the run shows the check is real: it is the only error.
    writeFileSync(
      join(project, 'server-facts', 'wrong.ts'),
      "import { useEndpoint } from '@tessera/sdk';\nuseEndpoint('no-such-endpoint', {});\n",
    );
    try {
      const errors = run('npx', ['tsc', '--noEmit'])
        .stdout.split('\n')
        .filter((line) => line.includes('error TS'));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^server-facts\/wrong\.ts\(2,13\): error TS2345: .*"no-such-endpoint"/);
    } finally {
      rmSync(join(project, 'server-facts', 'contracts.ts'), { force: true });
      rmSync(join(project, 'server-facts', 'wrong.ts'), { force: true });
    }
  });

  it('builds each extension with the preset to one module that bundles nothing the page provides', () => {
    succeed('npx', ['vite', 'build', '--logLevel', 'error'], { NODE_ENV: 'production' });
    const dist = join(project, 'dist');
    const files = readdirSync(dist).filter((f) => f.endsWith('.js'));
    expect(files).toEqual(expect.arrayContaining(['server-facts.js', 'server-facts-column.js']));
    for (const file of files) {
      for (const specifier of importsOf(join(dist, file))) {
        if (specifier.startsWith('./'))
          expect(existsSync(join(dist, specifier)), `${file} imports ${specifier}`).toBe(true);
        else expect(SHARED, `${file} imports ${specifier}`).toContain(specifier);
      }
    }
    // The SDK and React stay out: the modules are the example's code and its strings alone.
    const size = files.reduce((sum, f) => sum + readFileSync(join(dist, f)).length, 0);
    const strings = ['server-facts', 'server-facts-column']
      .flatMap((id) => readdirSync(join(project, id, 'locales')).map((f) => join(project, id, 'locales', f)))
      .reduce((sum, f) => sum + readFileSync(f).length, 0);
    expect(size - strings).toBeLessThan(10_000);
  });

  it('gives each module its definition and its strings, and loads against the package’s SDK modules', () => {
    const script = `const a = await import('./dist/server-facts.js');
const b = await import('./dist/server-facts-column.js');
console.log(JSON.stringify([a.default.id, a.locales['en-US'].menu, a.locales['ja-JP'].menu, b.default.id, b.default.requires, b.locales['en-US'].column]));`;
    const out = succeed('node', ['--input-type=module', '-e', script]);
    expect(JSON.parse(out)).toEqual([
      'server-facts',
      'Server facts',
      'サーバーの概要',
      'server-facts-column',
      ['server-facts@^1.0.0'],
      'Server facts',
    ]);
  });
});
