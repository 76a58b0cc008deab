import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { selectExtensions } from '../../scripts/extensions-plugin';
import { buildLocale, OFFERED_LOCALES } from '../../scripts/locales-plugin';
import { buildClient } from '../support/build-client';

const root = fileURLToPath(new URL('../..', import.meta.url));
const extensionFolders = [
  ...selectExtensions(root, {}),
  ...selectExtensions(root, { TESSERA_EXTENSIONS: 'examples/*,examples/outside-built/*' }),
];
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
const built: string[] = [];
afterAll(() => {
  for (const dir of built) rmSync(dir, { recursive: true, force: true });
});

describe('strings and languages (spec 001 sections 1 and 9)', () => {
  it('offers 27 languages with en-US among them', () => {
    expect(OFFERED_LOCALES).toHaveLength(27);
    expect(OFFERED_LOCALES).toContain('en-US');
    expect(OFFERED_LOCALES).toContain('ja-JP');
  });

  it('names every extension folder after its id, which namespaces its strings', () => {
    for (const folder of extensionFolders) {
      const source = readFileSync(join(root, folder, 'index.ts'), 'utf8');
      const id = source.match(/\bid: '([^']+)'/)?.[1];
      expect(id, folder).toBe(folder.split('/').pop());
    }
  });

  it('has complete en-US and ja-JP strings, with the same keys, for the kernel and every extension', () => {
    for (const folder of ['kernel', ...extensionFolders]) {
      const dir = join(root, folder, 'locales');
      if (!existsSync(dir)) continue;
      const en = readJson(join(dir, 'en-US.json'));
      const ja = readJson(join(dir, 'ja-JP.json'));
      expect(Object.keys(ja).sort(), folder).toEqual(Object.keys(en).sort());
      for (const [key, value] of Object.entries(ja)) expect(value.trim(), `${folder} ${key}`).not.toBe('');
      for (const file of readdirSync(dir))
        expect(OFFERED_LOCALES, `${folder}/${file}`).toContain(file.replace(/\.json$/, ''));
    }
  });

  it("puts only the build's extensions' strings in its locale files", () => {
    const full = buildLocale(root, ['extensions/themes', 'examples/hello-widget'], 'en-US');
    const trimmed = buildLocale(root, ['extensions/themes'], 'en-US');
    expect(full['hello-widget.menu']).toBe('Hello');
    expect(trimmed['hello-widget.menu']).toBeUndefined();
    expect(trimmed['themes.title']).toBe('Theme');
    expect(trimmed['kernel.ok']).toBe('OK');
  });

  it('emits assets/locales/{lang}.{version}.json into the build', () => {
    const dir = buildClient('extensions/*');
    built.push(dir);
    // Each table also has its Brotli and gzip copies beside it (.br, .gz), counted out here.
    const files = readdirSync(join(dir, 'assets', 'locales')).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(27);
    const ja = files.find((f) => f.startsWith('ja-JP.')) as string;
    expect(ja).toMatch(/^ja-JP\.[0-9a-f]{10}\.json$/);
    expect(readJson(join(dir, 'assets', 'locales', ja))['kernel.cancel']).toBe('キャンセル');
  });
});
