import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestProblems } from '../../packages/extension-manifest/index';
import { contractExtensions } from '../../scripts/api-report/contracts';
import {
  buildOutsideBuilt,
  type OutsideBuiltProject,
  prepareOutsideBuiltProject,
} from '../support/outside-built-project';

const root = fileURLToPath(new URL('../..', import.meta.url));
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

let outside: OutsideBuiltProject;
let project: string;
const run = (...args: Parameters<OutsideBuiltProject['run']>) => outside.run(...args);
const succeed = (...args: Parameters<OutsideBuiltProject['succeed']>) => outside.succeed(...args);

beforeAll(async () => {
  outside = await prepareOutsideBuiltProject();
  project = outside.dir;
}, 300_000);

afterAll(() => outside?.remove());

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

  it('builds each extension with the preset to one module, with nothing the page provides, and its manifest', () => {
    const dist = buildOutsideBuilt(outside);
    const files = readdirSync(dist).filter((f) => f.endsWith('.js'));
    expect(files.sort()).toEqual(['server-facts-column.js', 'server-facts.js']);
    for (const file of files) {
      // One file each: its pages and widgets are inlined, not chunks of their own.
      for (const specifier of importsOf(join(dist, file)))
        expect(SHARED, `${file} imports ${specifier}`).toContain(specifier);
      const manifest = JSON.parse(readFileSync(join(dist, file.replace(/\.js$/, '.manifest.json')), 'utf8'));
      expect(manifestProblems(manifest)).toEqual([]);
      expect(manifest.integrity).toBe(
        `sha384-${createHash('sha384')
          .update(readFileSync(join(dist, file)))
          .digest('base64')}`,
      );
    }
    // The SDK, React and the strings stay out: the modules are the example's code alone.
    const size = files.reduce((sum, f) => sum + readFileSync(join(dist, f)).length, 0);
    expect(size).toBeLessThan(10_000);
  });

  it('writes the declaration as data, its functions as references to the module, and the strings', () => {
    const manifest = JSON.parse(readFileSync(join(project, 'dist', 'server-facts.manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ id: 'server-facts', version: '1.0.0', sdk: '^3.0.0', bundle: 'server-facts.js' });
    expect(manifest.declaration.contributes.routes).toEqual([
      { path: '/server-facts', name: 'server-facts', page: { $code: 'contributes.routes.0.page' } },
    ]);
    expect(manifest.strings['en-US'].menu).toBe('Server facts');
    expect(manifest.strings['ja-JP'].menu).toBe('サーバーの概要');
    const column = JSON.parse(readFileSync(join(project, 'dist', 'server-facts-column.manifest.json'), 'utf8'));
    expect(column.declaration.requires).toEqual(['server-facts@^1.0.0']);
  });

  it('gives each module its definition, which loads against the package’s SDK modules', () => {
    const script = `const a = await import('./dist/server-facts.js');
const b = await import('./dist/server-facts-column.js');
const page = await a.default.contributes.routes[0].page();
console.log(JSON.stringify([a.default.id, typeof page.default, b.default.id, b.default.requires]));`;
    const out = succeed('node', ['--input-type=module', '-e', script]);
    expect(JSON.parse(out)).toEqual(['server-facts', 'function', 'server-facts-column', ['server-facts@^1.0.0']]);
  });
});
