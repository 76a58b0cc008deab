import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { selectExtensions } from '../../scripts/extensions-plugin';
import {
  buildLocale,
  buildLocales,
  HOME_VIEW_STRINGS,
  LATER_STRINGS,
  OFFERED_LOCALES,
} from '../../scripts/locales-plugin';
import { buildClient } from '../support/build-client';

const root = fileURLToPath(new URL('../..', import.meta.url));
const extensionFolders = [
  ...selectExtensions(root, {}),
  ...selectExtensions(root, { TESSERA_EXTENSIONS: 'examples/*,examples/outside-built/*' }),
];
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
/** An extension's own locale file, as written. */
const localeFile = (id: string, locale: string) => readJson(join(root, 'extensions', id, 'locales', `${locale}.json`));
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

  it('names every locale file after an offered language (what each language holds: translations.test.ts)', () => {
    for (const folder of ['kernel', ...extensionFolders]) {
      const dir = join(root, folder, 'locales');
      if (!existsSync(dir)) continue;
      expect(readdirSync(dir), folder).toContain('en-US.json');
      for (const file of readdirSync(dir))
        expect(OFFERED_LOCALES, `${folder}/${file}`).toContain(file.replace(/\.json$/, ''));
    }
  });

  it("puts only the build's extensions' strings in its locale files", () => {
    const full = buildLocale(root, ['extensions/themes', 'examples/hello-widget'], 'en-US');
    const trimmed = buildLocale(root, ['extensions/themes'], 'en-US');
    expect(full.first['hello-widget.menu']).toBe('Hello');
    expect(trimmed.extensions['hello-widget']).toBeUndefined();
    expect(Object.keys(trimmed.first).some((key) => key.startsWith('hello-widget.'))).toBe(false);
    expect(trimmed.extensions.themes?.title).toBe('Theme');
    expect(trimmed.first['kernel.ok']).toBe('OK');
  });

  it('gives the first view only the strings declarations show; the rest come with their extension', () => {
    const { first, extensions } = buildLocale(root, ['extensions/drive'], 'en-US');
    // The drive's menu entry is declared in its index.ts; its dialogs' strings are in its code.
    // The extension's file leaves out what the first table has: the page always has that.
    expect(first['drive.browser.title']).toBe(localeFile('drive', 'en-US')['browser.title']);
    expect(extensions.drive?.['browser.title']).toBeUndefined();
    const inFirst = Object.keys(first).filter((key) => key.startsWith('drive.'));
    expect(inFirst.length).toBeGreaterThan(0);
    expect(inFirst.length).toBeLessThan(Object.keys(extensions.drive ?? {}).length);
  });

  it('puts the strings of an extension that shows on every page as it settles in the later table', () => {
    // Notifications draw toasts on every page; the drive does not.
    const { first, extensions, inLater } = buildLocale(root, ['extensions/notifications', 'extensions/drive'], 'en-US');
    // The kernel's strings that only code loaded after the first view shows come there too.
    expect(inLater).toEqual(['kernel', 'notifications']);
    expect(first['kernel.window.close']).toBeUndefined();
    expect(extensions[LATER_STRINGS]?.['kernel.window.close']).toBe(extensions.kernel?.['window.close']);
    expect(first['kernel.ok']).toBeDefined();
    const later = extensions[LATER_STRINGS] ?? {};
    for (const [key, value] of Object.entries(extensions.notifications ?? {}))
      expect(first[`notifications.${key}`] ?? later[`notifications.${key}`], key).toBe(value);
    const drive = Object.keys(extensions.drive ?? {}).filter((key) => later[`drive.${key}`] !== undefined);
    expect(drive.length).toBeLessThan(Object.keys(extensions.drive ?? {}).length / 2);
  });

  it("keeps each extension's description out of the first view and its own file: it comes with the later contributions' strings", () => {
    const { first, extensions } = buildLocale(root, ['extensions/drive', 'extensions/timeline'], 'ja-JP');
    for (const id of ['drive', 'timeline']) {
      expect(first[`${id}.description`]).toBeUndefined();
      expect(extensions[id]?.description).toBeUndefined();
      expect(extensions[LATER_STRINGS]?.[`${id}.description`]).toBe(localeFile(id, 'ja-JP').description);
    }
  });

  it("keeps preferences' settings rows out of the first view and the extension's file: only Settings draws them", () => {
    const { first, extensions } = buildLocale(root, ['extensions/composer'], 'de-DE');
    const german = localeFile('composer', 'de-DE');
    for (const key of ['prefs.defaultNoteVisibility', 'prefs.visibility.home', 'prefs.group']) {
      expect(first[`composer.${key}`], key).toBeUndefined();
      expect(extensions.composer?.[key], key).toBeUndefined();
      expect(extensions[LATER_STRINGS]?.[`composer.${key}`], key).toBe(german[key]);
    }
    // The composer's own strings stay in its table.
    expect(extensions.composer?.placeholder).toBe(german.placeholder);
  });

  it('loses no string: each is in the first table, its extension’s file or one of its parts, or the later table when no code of it names the key', () => {
    const folders = selectExtensions(root, {});
    const { first, extensions } = buildLocale(root, folders, 'en-US');
    for (const folder of folders) {
      const id = folder.split('/').pop() as string;
      if (!existsSync(join(root, folder, 'locales', 'en-US.json'))) continue;
      const code = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter(
          (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'index.ts' && file !== 'later.ts',
        )
        .map((file) => readFileSync(join(root, folder, file), 'utf8'))
        .join('\n');
      for (const key of Object.keys(localeFile(id, 'en-US'))) {
        if (extensions[id]?.[key] !== undefined || first[`${id}.${key}`] !== undefined) continue;
        // A part's keys come in its own table, without the part's name.
        const dot = key.indexOf('.');
        if (dot > 0 && extensions[`${id}.${key.slice(0, dot)}`]?.[key.slice(dot + 1)] !== undefined) continue;
        expect(extensions[LATER_STRINGS]?.[`${id}.${key}`], `${id}.${key}`).toBeDefined();
        expect(code.includes(`'${key}'`), `${id}.${key} is named in its code`).toBe(false);
      }
    }
  });

  it('gives the keys under a part its code asks for on their own a table of their own, out of the extension’s', () => {
    const { extensions } = buildLocale(root, selectExtensions(root, {}), 'en-US');
    // The notes' poll is drawn by lazily loaded code that asks for 'notes.poll'.
    expect(extensions['notes.poll']?.voteConfirm).toBe(localeFile('notes', 'en-US')['poll.voteConfirm']);
    expect(Object.keys(extensions.notes ?? {}).filter((key) => key.startsWith('poll.'))).toEqual([]);
    expect(Object.keys(extensions.notes ?? {})).toContain('reactionCount');
  });

  it('gives every language each key en-US has, so a page fetches one table per part, not two', () => {
    const { tables } = buildLocales(root, { TESSERA_EXTENSIONS: 'extensions/*' });
    const english = tables['en-US'];
    if (!english) throw new Error('no en-US tables');
    for (const lang of OFFERED_LOCALES) {
      const table = tables[lang];
      expect(Object.keys(table?.first ?? {}), lang).toEqual(expect.arrayContaining(Object.keys(english.first)));
      for (const [id, strings] of Object.entries(english.extensions))
        expect(Object.keys(table?.extensions[id] ?? {}), `${lang} ${id}`).toEqual(
          expect.arrayContaining(Object.keys(strings)),
        );
    }
  });

  it('emits the first view’s strings, the home table and each extension’s, per language, into the build', () => {
    const dir = buildClient('extensions/*');
    built.push(dir);
    // Each table also has its Brotli and gzip copies beside it (.br, .gz), counted out here.
    const files = readdirSync(join(dir, 'assets', 'locales')).filter((f) => f.endsWith('.json'));
    expect(files.filter((f) => !f.includes('.home.'))).toHaveLength(27);
    expect(files.filter((f) => f.includes('.home.'))).toHaveLength(27);
    const ja = files.find((f) => /^ja-JP\.\w+\.json$/.test(f)) as string;
    expect(ja).toMatch(/^ja-JP\.[0-9a-f]{10}\.json$/);
    expect(readJson(join(dir, 'assets', 'locales', ja))['kernel.cancel']).toBe('キャンセル');
    const version = ja.slice('ja-JP.'.length, -'.json'.length);
    const drive = readJson(join(dir, 'assets', 'locales', 'ja-JP', `drive.${version}.json`));
    expect(drive['browser.upload']).toBe(localeFile('drive', 'ja-JP')['browser.upload']);
    // The home table: the first table and the home view's own tables, as their files have them.
    const home = JSON.parse(readFileSync(join(dir, 'assets', 'locales', `ja-JP.home.${version}.json`), 'utf8'));
    expect(home.first).toEqual(readJson(join(dir, 'assets', 'locales', ja)));
    for (const id of HOME_VIEW_STRINGS)
      expect(home.extensions[id]).toEqual(readJson(join(dir, 'assets', 'locales', 'ja-JP', `${id}.${version}.json`)));
    // A whole build: about 30 s on a slow two-core machine, near the project's 60 s.
  }, 180_000);
});
