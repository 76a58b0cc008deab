import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { declarationStrings } from './declaration-strings.ts';
import { selectExtensions } from './extensions-plugin.ts';
import { settlesWithEveryPage } from './settling-extensions.ts';

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
 * The name of the table fetched as the page settles, beside the later contributions: what they
 * show (settings sections' titles and keywords, menu entries), and every string of the extensions
 * whose code shows on every page as it settles (see settling-extensions.ts), so that their strings
 * come in one file rather than one each. No extension id has an underscore.
 */
export const LATER_STRINGS = '_later';

/**
 * The kernel's strings are namespaced 'kernel.*'. Those only code loaded after the first view
 * shows (page windows, preference sync's and backups' dialogs, Settings' rows, a dialog's length
 * counters, the new version notice) come in the later table, as an extension's that shows as the
 * page settles would: that code asks for them with `loadStrings('kernel')` before it draws.
 */
export const KERNEL_STRINGS = 'kernel';
const LATER_KERNEL_KEYS = [
  /^kernel\.window\./,
  /^kernel\.prefs\./,
  /^kernel\.preference\./,
  /^kernel\.characters(Below|Exceeded)$/,
  /^kernel\.(newVersion|later)$/,
  // Seldom in a first view, and drawn by components that wait for them: a bot's banner, a list's
  // end, the not-found page and what it says to a visitor.
  /^kernel\.(botBanner|listEnd|signinRequired)$/,
  /^kernel\.notFound\./,
  // The online status dot's names: profiles and user lists draw it, no first view does.
  /^kernel\.onlineStatus\./,
  // The widget column's editing controls.
  /^kernel\.widget(EditDone|Add|Choose|Remove|MoveUp|MoveDown|Drag)$/,
  /^kernel\.widgetTo\./,
  // Notices of an account the server refused (it answered, so they can come then).
  /^kernel\.account\.(suspended|deleting|tokenRevoked|fetchFailed)\./,
  // What is said of the streaming connection, which opens once the first view has settled.
  /^kernel\.(serverDisconnected|connection)\./,
  // The texts of errors the server answered (describe-error.ts shows its message until they come).
  /^kernel\.(internalError|rateLimit|invalidParam|permissionDenied|tooMany|invalidResponse|signinLimit)\./,
  /^kernel\.(copyErrorInfo|copiedToClipboard)$/,
];
const isLaterKernelKey = (key: string) => LATER_KERNEL_KEYS.some((pattern) => pattern.test(key));

/** A build's strings in one language: those the first view needs, and each extension's own. */
export interface BuiltLocale {
  /**
   * The kernel's strings (already namespaced 'kernel.*') and, of each extension's, those its
   * declaration shows before its code loads (titles, labels), namespaced by its id.
   */
  first: Record<string, string>;
  /**
   * Every string of each extension that has any beyond the first table's and those only Settings
   * shows, by extension id, keys not namespaced; and under
   * LATER_STRINGS, what the extensions' later contributions show and the rest of the strings of
   * the extensions in `inLater`, namespaced by extension id.
   */
  extensions: Record<string, Record<string, string>>;
  /** The extensions whose strings beyond the first view's all come in the LATER_STRINGS table. */
  inLater: string[];
}

/** The string literals of an extension's declaration and of its later contributions. */
export interface DeclaredLiterals {
  first: ReadonlySet<string>;
  later: ReadonlySet<string>;
  /**
   * Keys only declarations show after the first view (the extension's description, its
   * preferences' rows, its later contributions' labels) and no code of the extension names: they
   * come in the later table alone, not in the extension's own file too.
   */
  laterOnly?: ReadonlySet<string>;
  /**
   * The parts of the extension's strings its code asks for on their own (`useExtensionStrings('<id>.<part>')`,
   * `lazyComponent(…, { strings: '<id>.<part>' })`, `i18n.loadStrings('<id>.<part>')`, or a constant `…_STRINGS = '<id>.<part>'`): the keys under `<part>.` come in a table of
   * their own, fetched with the lazy code that draws them, not in the extension's file.
   */
  parts?: ReadonlySet<string>;
}

/** Every TypeScript file of an extension's folder but its declarations, tests and locales. */
const DECLARATION_FILES = new Set(['index.ts', 'later.ts']);
function codeFilesOf(folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'locales') walk(path);
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !DECLARATION_FILES.has(path.slice(folder.length + 1))
      ) {
        files.push(path);
      }
    }
  };
  walk(folder);
  return files;
}

/**
 * Whether code names a key: as a whole literal, or by the start of a template or a sum the rest of
 * the key is made from at run time (`kind.${type}`, 'kind.' + type).
 */
export function namedByCode(code: readonly string[]): (key: string) => boolean {
  const prefixes = new Set<string>();
  for (const text of code) {
    for (const match of text.matchAll(/`([\w.:-]+)\$\{/g)) prefixes.add(match[1] as string);
    for (const match of text.matchAll(/(['"])([\w.:-]+)\1\s*\+/g)) prefixes.add(match[2] as string);
  }
  return (key) =>
    [...prefixes].some((prefix) => key.startsWith(prefix)) ||
    code.some((text) => [`'${key}'`, `"${key}"`, `\`${key}\``].some((q) => text.includes(q)));
}

/** The parts of an extension's strings (see DeclaredLiterals.parts) its code names. */
export function stringPartsOf(id: string, code: readonly string[]): Set<string> {
  const parts = new Set<string>();
  const named = new RegExp(
    `(?:useExtensionStrings\\(|loadStrings\\(|strings:|_STRINGS =)\\s*['"]${id}\\.([\\w-]+)['"]`,
    'g',
  );
  for (const text of code) for (const match of text.matchAll(named)) parts.add(match[1] as string);
  return parts;
}

/** The part a key of an extension's strings belongs to, if its first segment names one. */
const partOf = (key: string, parts: ReadonlySet<string> | undefined): string | null => {
  const part = key.slice(0, key.indexOf('.'));
  return part && parts?.has(part) ? part : null;
};

/**
 * The extension's description is shown by Settings > Extensions alone, which later contributions
 * register: it comes with their strings, not in the first view's table (47 of them, 1.5 KB gzip).
 */
const literalsOf = (root: string, folder: string): DeclaredLiterals => {
  const described = new Set<string>();
  const first = declarationStrings(join(root, folder), 'index.ts', described);
  const later = declarationStrings(join(root, folder), 'later.ts');
  for (const key of described) if (!first.has(key)) later.add(key);
  // A key written as a literal in the extension's code may be drawn by it: it stays in its file.
  const code = codeFilesOf(join(root, folder)).map((file) => readFileSync(file, 'utf8'));
  const named = namedByCode(code);
  const parts = stringPartsOf(folder.split('/').pop() as string, code);
  // What only declarations show (Settings' rows, the later contributions' labels) comes with the
  // later table, which the host fetches before it registers them.
  const laterOnly = new Set(
    [...described, ...later].filter((key) => !first.has(key) && !named(key) && !partOf(key, parts)),
  );
  return { first, later, laterOnly, parts };
};

/**
 * Every string of a build in one language: the first view's table and each selected extension's
 * own table (namespaced by its folder name, which is its id). `declared` gives the string literals
 * of an extension's declaration (see declaration-strings.ts); a key among them goes in the first table.
 */
export function buildLocale(
  root: string,
  folders: readonly string[],
  locale: string,
  declared: (folder: string) => DeclaredLiterals = (folder) => literalsOf(root, folder),
  settles: (folder: string) => boolean = (folder) => settlesWithEveryPage(join(root, folder)),
): BuiltLocale {
  const first: Record<string, string> = {};
  const later: Record<string, string> = {};
  const kernelLater: Record<string, string> = {};
  for (const [key, value] of Object.entries(readJson(join(root, 'kernel', 'locales', `${locale}.json`)))) {
    if (!isLaterKernelKey(key)) first[key] = value;
    else {
      later[key] = value;
      kernelLater[key.slice(KERNEL_STRINGS.length + 1)] = value;
    }
  }
  // The kernel's later strings come as an extension's that shows as the page settles.
  const extensions: Record<string, Record<string, string>> = { [KERNEL_STRINGS]: kernelLater };
  const inLater: string[] = [KERNEL_STRINGS];
  for (const folder of folders) {
    const id = folder.split('/').pop() as string;
    if (!existsSync(join(root, folder, 'locales', 'en-US.json'))) continue;
    const strings = readJson(join(root, folder, 'locales', `${locale}.json`));
    const literals = declared(folder);
    const whole = settles(folder);
    if (whole) inLater.push(id);
    // The first view's table is always there: the extension's file leaves out what it holds.
    const own = Object.entries(strings).filter(([key]) => !literals.first.has(key) && !literals.laterOnly?.has(key));
    extensions[id] = Object.fromEntries(own.filter(([key]) => !partOf(key, literals.parts)));
    // Each part's table holds its keys without the part's name, as `useExtensionStrings('<id>.<part>')` asks.
    for (const part of literals.parts ?? []) {
      extensions[`${id}.${part}`] = Object.fromEntries(
        own
          .filter(([key]) => partOf(key, literals.parts) === part)
          .map(([key, value]) => [key.slice(part.length + 1), value]),
      );
    }
    for (const [key, value] of Object.entries(strings)) {
      if (literals.first.has(key)) first[`${id}.${key}`] = value;
      else if (whole || literals.later.has(key)) later[`${id}.${key}`] = value;
    }
  }
  extensions[LATER_STRINGS] = later;
  return { first, extensions, inLater };
}

/**
 * A language's tables with en-US's string wherever the language has none, so a page in that
 * language fetches one table, not the language's and English's side by side (the first view's
 * budget counts both). The translations test keeps such gaps rare.
 */
function withEnglishBelow(built: BuiltLocale, english: BuiltLocale): BuiltLocale {
  const extensions = Object.fromEntries(
    Object.entries(built.extensions).map(([id, strings]) => [id, { ...english.extensions[id], ...strings }]),
  );
  return { ...built, first: { ...english.first, ...built.first }, extensions };
}

/** All locale tables of a build and the version their file names carry (a hash of their content). */
export function buildLocales(root: string, env: Readonly<Record<string, string | undefined>>) {
  const folders = selectExtensions(root, env);
  const literals = new Map(folders.map((folder) => [folder, literalsOf(root, folder)]));
  const declared = (folder: string) => literals.get(folder) ?? { first: new Set<string>(), later: new Set<string>() };
  const settling = new Set(folders.filter((folder) => settlesWithEveryPage(join(root, folder))));
  const settles = (folder: string) => settling.has(folder);
  const english = buildLocale(root, folders, 'en-US', declared, settles);
  const tables = Object.fromEntries(
    OFFERED_LOCALES.map((locale) => [
      locale,
      locale === 'en-US' ? english : withEnglishBelow(buildLocale(root, folders, locale, declared, settles), english),
    ]),
  );
  const version = createHash('sha256').update(JSON.stringify(tables)).digest('hex').slice(0, 10);
  const withStrings = Object.keys(tables['en-US']?.extensions ?? {});
  return { tables, version, withStrings, inLater: tables['en-US']?.inLater ?? [] };
}

/**
 * The extensions whose own strings the home page's first view draws: its timeline and the notes
 * in it. A signed-in start at '/' fetches them inside the first view's table (the home table,
 * `homeTable`): one file instead of three, two requests fewer before the first note, and one
 * gzip dictionary for the three (0.2 KB less in English, 0.35 KB in Ukrainian).
 */
export const HOME_VIEW_STRINGS = ['timeline', 'notes'] as const;

/** The home table of a language: the first view's table and the home view's extension tables. */
export interface HomeTable {
  first: Record<string, string>;
  /** By extension id, as assets/locales/{lang}/{id}.{version}.json holds them. */
  extensions: Record<string, Record<string, string>>;
}

/** A language's home table, with those of HOME_VIEW_STRINGS this build has. */
export function homeTable(built: BuiltLocale): HomeTable {
  const extensions: Record<string, Record<string, string>> = {};
  for (const id of HOME_VIEW_STRINGS) {
    const table = built.extensions[id];
    if (table) extensions[id] = table;
  }
  return { first: built.first, extensions };
}

/** Where a language's home table is served, below the site's root. */
export const homeTablePath = (locale: string, version: string) => `assets/locales/${locale}.home.${version}.json`;

/** Where an extension's strings in one language are served, below the site's root. */
export const extensionStringsPath = (locale: string, id: string, version: string) =>
  `assets/locales/${locale}/${id}.${version}.json`;

/**
 * Emits, for each offered language, assets/locales/{lang}.{version}.json (the first view's
 * strings) and assets/locales/{lang}/{extension}.{version}.json (each extension's, fetched beside
 * its code); tells the client the version, the languages and which extensions have strings
 * (`virtual:tessera-locales`); and serves the files in dev mode. Its `api.tables()` gives the
 * first-view tables it built.
 */
export function tesseraLocales(
  root: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Plugin<{ tables(): Record<string, Record<string, string>> }> {
  const id = 'virtual:tessera-locales';
  let built = buildLocales(root, env);
  return {
    name: 'tessera-locales',
    // The first view's tables as built, for other plugins of the build (each extension's first-view cost).
    api: { tables: () => Object.fromEntries(Object.entries(built.tables).map(([lang, t]) => [lang, t.first])) },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(loaded) {
      if (loaded !== `\0${id}`) return null;
      built = buildLocales(root, env);
      return [
        `export const LOCALE_VERSION = ${JSON.stringify(built.version)};`,
        `export const OFFERED_LOCALES = ${JSON.stringify(OFFERED_LOCALES)};`,
        `export const EXTENSIONS_WITH_STRINGS = ${JSON.stringify(built.withStrings)};`,
        `export const LATER_STRINGS = ${JSON.stringify(LATER_STRINGS)};`,
        `export const EXTENSIONS_IN_LATER = ${JSON.stringify(built.inLater)};`,
        `export const HOME_VIEW_STRINGS = ${JSON.stringify(HOME_VIEW_STRINGS.filter((e) => built.withStrings.includes(e)))};`,
        '',
      ].join('\n');
    },
    generateBundle() {
      for (const [locale, table] of Object.entries(built.tables)) {
        this.emitFile({
          type: 'asset',
          fileName: `assets/locales/${locale}.${built.version}.json`,
          source: JSON.stringify(table.first),
        });
        this.emitFile({
          type: 'asset',
          fileName: homeTablePath(locale, built.version),
          source: JSON.stringify(homeTable(table)),
        });
        for (const [extension, strings] of Object.entries(table.extensions)) {
          this.emitFile({
            type: 'asset',
            fileName: extensionStringsPath(locale, extension, built.version),
            source: JSON.stringify(strings),
          });
        }
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const first = request.url?.match(/^\/assets\/locales\/([\w-]+)\.\w+\.json$/);
        const home = request.url?.match(/^\/assets\/locales\/([\w-]+)\.home\.\w+\.json$/);
        const own = request.url?.match(/^\/assets\/locales\/([\w-]+)\/([\w-]+)\.\w+\.json$/);
        const tables = first || home || own ? buildLocales(root, env).tables : {};
        const homeOf = (built: BuiltLocale | undefined) => built && homeTable(built);
        const table = first
          ? tables[first[1] as string]?.first
          : home
            ? homeOf(tables[home[1] as string])
            : own
              ? tables[own[1] as string]?.extensions[own[2] as string]
              : undefined;
        if (!table) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(table));
      });
    },
  };
}
