import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
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

  it('builds each folder to one module named after it and its manifest, and refuses a folder without an index.ts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-preset-'));
    try {
      for (const id of ['alpha', 'beta']) {
        mkdirSync(join(dir, id, 'locales'), { recursive: true });
        writeFileSync(
          join(dir, id, 'index.ts'),
          `export default { id: '${id}', title: 'T', version: '1.0.0', sdk: '^3.0.0',
            contributes: { routes: [{ path: '/${id}', page: () => import('./Page') }] } };`,
        );
        writeFileSync(join(dir, id, 'Page.ts'), `export default function Page() { return '${id} page'; }`);
      }
      writeFileSync(join(dir, 'alpha', 'locales', 'en-US.json'), '{ "title": "Alpha" }');
      await build({
        ...extensionBuild({ root: dir, extensions: ['alpha', 'beta'] }),
        configFile: false,
        logLevel: 'error',
      });
      const dist = join(dir, 'dist');
      expect(readdirSync(dist).sort()).toEqual(['alpha.js', 'alpha.manifest.json', 'beta.js', 'beta.manifest.json']);
      // The page is inlined: one file to install and check.
      expect(readFileSync(join(dist, 'beta.js'), 'utf8')).toContain('beta page');
      const alpha = JSON.parse(readFileSync(join(dist, 'alpha.manifest.json'), 'utf8'));
      expect(alpha).toMatchObject({ id: 'alpha', bundle: 'alpha.js', strings: { 'en-US': { title: 'Alpha' } } });
      expect(alpha.declaration.contributes.routes[0].page).toEqual({ $code: 'contributes.routes.0.page' });
      expect(readLocales(join(dir, 'beta'))).toEqual({});
      expect(() => extensionBuild({ root: dir, extensions: ['gamma'] })).toThrow(
        "extension folder 'gamma' has no index.ts",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
