import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { selectExtensions } from './extensions-plugin.ts';

/** The 27 languages the client offers (spec 001 section 1); en-US is the default and fallback. */
export const OFFERED_LOCALES = [
  'ar-SA',
  'ca-ES',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'en-US',
  'es-ES',
  'fr-FR',
  'id-ID',
  'it-IT',
  'ja-JP',
  'ja-KS',
  'kn-IN',
  'ko-KR',
  'nl-NL',
  'no-NO',
  'pl-PL',
  'pt-PT',
  'ru-RU',
  'sk-SK',
  'th-TH',
  'tr-TR',
  'ug-CN',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-TW',
] as const;

const readJson = (path: string): Record<string, string> =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {};

/**
 * Every string of a build in one language: the kernel's (already namespaced 'kernel.*') and
 * each selected extension's, namespaced by its folder name (which is its id).
 */
export function buildLocale(root: string, folders: readonly string[], locale: string): Record<string, string> {
  const table: Record<string, string> = { ...readJson(join(root, 'kernel', 'locales', `${locale}.json`)) };
  for (const folder of folders) {
    const id = folder.split('/').pop() as string;
    for (const [key, value] of Object.entries(readJson(join(root, folder, 'locales', `${locale}.json`))))
      table[`${id}.${key}`] = value;
  }
  return table;
}

/** All locale tables of a build and the version their file names carry (a hash of their content). */
export function buildLocales(root: string, env: Readonly<Record<string, string | undefined>>) {
  const folders = selectExtensions(root, env);
  const tables = Object.fromEntries(OFFERED_LOCALES.map((locale) => [locale, buildLocale(root, folders, locale)]));
  const version = createHash('sha256').update(JSON.stringify(tables)).digest('hex').slice(0, 10);
  return { tables, version };
}

/**
 * Emits assets/locales/{lang}.{version}.json for each offered language, tells the client the
 * version and the languages (`virtual:tessera-locales`), and serves the files in dev mode. Its
 * `api.tables()` gives the tables it built.
 */
export function tesseraLocales(
  root: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Plugin<{ tables(): Record<string, Record<string, string>> }> {
  const id = 'virtual:tessera-locales';
  let built = buildLocales(root, env);
  return {
    name: 'tessera-locales',
    // The tables as built, for other plugins of the build (each extension's first-view cost).
    api: { tables: () => built.tables },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(loaded) {
      if (loaded !== `\0${id}`) return null;
      built = buildLocales(root, env);
      return `export const LOCALE_VERSION = ${JSON.stringify(built.version)};\nexport const OFFERED_LOCALES = ${JSON.stringify(OFFERED_LOCALES)};\n`;
    },
    generateBundle() {
      for (const [locale, table] of Object.entries(built.tables)) {
        this.emitFile({
          type: 'asset',
          fileName: `assets/locales/${locale}.${built.version}.json`,
          source: JSON.stringify(table),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = request.url?.match(/^\/assets\/locales\/([\w-]+)\.[\w]+\.json$/);
        const table = match ? buildLocales(root, env).tables[match[1] as string] : undefined;
        if (!table) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(table));
      });
    },
  };
}
