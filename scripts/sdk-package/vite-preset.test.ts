import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extensionBuild, isSharedModule, readLocales } from './vite-preset';

describe('the Vite preset for an extension built outside the tree (@tessera/sdk/vite)', () => {
  it('leaves React, the SDK and misskey-js to the page, and bundles the rest', () => {
    for (const id of [
      'react',
      'react/jsx-runtime',
      'react-dom/client',
      '@tessera/sdk',
      '@tessera/sdk/kit',
      'misskey-js',
    ]) {
      expect(isSharedModule(id), id).toBe(true);
    }
    for (const id of ['@tessera/sdk/forms.css', 'react-use', 'immer', './Page.tsx', 'misskey']) {
      expect(isSharedModule(id), id).toBe(false);
    }
  });

  it('builds each folder to a module named after it, and refuses a folder without an index.ts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-preset-'));
    try {
      for (const f of ['alpha', 'beta']) {
        mkdirSync(join(dir, f, 'locales'), { recursive: true });
        writeFileSync(join(dir, f, 'index.ts'), 'export default {};');
      }
      writeFileSync(join(dir, 'alpha', 'locales', 'en-US.json'), '{ "title": "Alpha" }');
      const config = extensionBuild({ root: dir, extensions: ['alpha', 'beta'] });
      const lib = config.build?.lib;
      expect(lib ? lib.entry : null).toEqual({
        alpha: join(dir, 'alpha', 'index.ts'),
        beta: join(dir, 'beta', 'index.ts'),
      });
      expect(readLocales(join(dir, 'alpha'))).toEqual({ 'en-US': { title: 'Alpha' } });
      expect(readLocales(join(dir, 'beta'))).toEqual({});
      expect(() => extensionBuild({ root: dir, extensions: ['gamma'] })).toThrow(
        "extension folder 'gamma' has no index.ts",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
