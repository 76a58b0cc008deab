import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { selectExtensions } from '../../scripts/extensions-plugin';
import { buildClient } from '../support/build-client';

const root = fileURLToPath(new URL('../..', import.meta.url));
const built: string[] = [];
afterAll(() => {
  for (const dir of built) rmSync(dir, { recursive: true, force: true });
});

/** Every JavaScript file of a build, as one text. */
function bundleText(dir: string): string {
  const assets = join(dir, 'client-assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n');
}

describe('build-time extension selection (ARCHITECTURE.md "Extensions")', () => {
  it('leaves the code of an extension that is not selected out of dist/', () => {
    const marker = 'Hello from an example extension.';
    const without = buildClient('extensions/*');
    const withIt = buildClient('extensions/*,examples/hello-widget');
    built.push(without, withIt);
    expect(bundleText(withIt)).toContain(marker);
    expect(bundleText(without)).not.toContain(marker);
    expect(bundleText(without)).not.toContain('hello-widget');
    // Two whole builds: about 30 s each on a slow two-core machine, past the project's 60 s.
  }, 240_000);

  it('reads TESSERA_EXTENSIONS, then tessera.extensions.json, else every folder under extensions/', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-select-'));
    try {
      for (const f of ['extensions/a', 'extensions/b', 'examples/x', 'examples/project/y']) {
        mkdirSync(join(dir, f), { recursive: true });
        writeFileSync(join(dir, f, 'index.ts'), 'export default {};');
      }
      expect(selectExtensions(dir, {})).toEqual(['extensions/a', 'extensions/b']);
      // A folder without an index.ts (a project of several extensions) is not one of '/*'.
      expect(selectExtensions(dir, { TESSERA_EXTENSIONS: 'examples/*' })).toEqual(['examples/x']);
      expect(selectExtensions(dir, { TESSERA_EXTENSIONS: 'examples/project/*' })).toEqual(['examples/project/y']);
      expect(selectExtensions(dir, { TESSERA_EXTENSIONS: 'extensions/b, examples/x' })).toEqual([
        'extensions/b',
        'examples/x',
      ]);
      writeFileSync(join(dir, 'tessera.extensions.json'), JSON.stringify({ extensions: ['extensions/a'] }));
      expect(selectExtensions(dir, {})).toEqual(['extensions/a']);
      expect(() => selectExtensions(dir, { TESSERA_EXTENSIONS: 'extensions/missing' })).toThrow(
        "extension folder 'extensions/missing' has no index.ts",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('selects the real tree by default', () => {
    expect(selectExtensions(root, {})).toContain('extensions/extension-manager');
  });
});
