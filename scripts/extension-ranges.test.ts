import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type DeclaredVersions, rangeProblems, readDeclaredVersions, readSdkVersion } from './extension-ranges';
import { selectExtensions } from './extensions-plugin';

const root = fileURLToPath(new URL('..', import.meta.url));
const sdkVersion = readSdkVersion(resolve(root, 'sdk', 'extension.ts'));
const ext = (id: string, facts: Partial<DeclaredVersions> = {}): DeclaredVersions => ({
  folder: `extensions/${id}`,
  id,
  requires: [],
  ...facts,
});

// The build reads version ranges with the `semver` package: an extension's `sdk` range against
// SDK_VERSION, and a `requires` range ('notes@^1.2.0') against the required extension's `version`.
describe('version ranges, checked when a build is made', () => {
  const fits = (version: string, range: string) =>
    rangeProblems([ext('notes', { version }), ext('fan', { requires: [`notes@${range}`] })], sdkVersion).length === 0;

  it.each([
    ['1.2.3', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.3.1', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['1.2.9', '~1.2.0', true],
    ['1.3.0', '~1.2.0', false],
    ['1.5.0', '>=1.2.0 <2.0.0', true],
    ['2.1.0', '^1.0.0 || ^2.0.0', true],
    ['1.4.2', '1.x', true],
    ['1.4.2', '1.4.2', true],
    ['1.4.3', '1.4.2', false],
    ['1.0.0', '*', true],
    // A pre-release satisfies only a range that names one of its own version.
    ['2.0.0-beta.1', '^1.0.0', false],
    ['1.3.0-rc.1', '^1.2.0', false],
    ['1.3.0-rc.2', '^1.3.0-rc.1', true],
    ['garbage', '^1.0.0', false],
  ])('an extension at %s meets a requirement of %s: %s', (version, range, expected) => {
    expect(fits(version, range)).toBe(expected);
  });

  it('names both versions when a range is not met, and leaves a missing requirement to the kernel', () => {
    expect(
      rangeProblems([ext('notes', { version: '1.4.0' }), ext('fan', { requires: ['notes@^2.0.0'] })], '2.0.0'),
    ).toEqual(["extension 'fan' requires 'notes' ^2.0.0, but this build has version 1.4.0"]);
    expect(rangeProblems([ext('fan', { requires: ['ghost@^1.0.0'] })], '2.0.0')).toEqual([]);
  });

  it('takes an extension built for this major version of the SDK, and refuses one built for the next', () => {
    const major = Number(sdkVersion.split('.')[0]);
    expect(
      rangeProblems([ext('a', { sdk: `^${major}.0.0` }), ext('b', { sdk: `>=${sdkVersion}` })], sdkVersion),
    ).toEqual([]);
    expect(rangeProblems([ext('a', { sdk: `^${major + 1}.0.0` })], sdkVersion)).toEqual([
      `extension 'a' (extensions/a) is built for the SDK ^${major + 1}.0.0, but this build provides the SDK ${sdkVersion}; update the extension`,
    ]);
  });

  it("reads an extension's declaration without running it, and asks for literals", () => {
    const folder = mkdtempSync(join(tmpdir(), 'tessera-ext-'));
    const file = join(folder, 'index.ts');
    writeFileSync(
      file,
      "import { defineExtension } from '@tessera/sdk';\nexport default defineExtension({ id: 'fan', title: 'Fan', version: '1.2.0', sdk: '^3.0.0', requires: ['notes@^1.0.0', 'auth'] });\n",
    );
    expect(readDeclaredVersions('examples/fan', file)).toEqual({
      folder: 'examples/fan',
      id: 'fan',
      version: '1.2.0',
      sdk: '^3.0.0',
      requires: ['notes@^1.0.0', 'auth'],
    });
    writeFileSync(file, "const v = '1';\nexport default defineExtension({ id: 'fan', title: 'Fan', version: v });\n");
    expect(() => readDeclaredVersions('examples/fan', file)).toThrow("'version' must be a string literal");
  });

  it('finds every extension and example of this repository fitting this SDK and each other', () => {
    const folders = [
      ...selectExtensions(root, { TESSERA_EXTENSIONS: 'extensions/*' }),
      ...selectExtensions(root, { TESSERA_EXTENSIONS: 'examples/*,examples/outside-built/*' }),
    ];
    const declared = folders.map((f) => readDeclaredVersions(f, resolve(root, f, 'index.ts')));
    expect(declared.length).toBeGreaterThan(40);
    expect(rangeProblems(declared, sdkVersion)).toEqual([]);
  });
});
