import {
  EXTENSIONS_IN_LATER,
  EXTENSIONS_WITH_STRINGS,
  HOME_VIEW_STRINGS,
  LATER_STRINGS,
  LOCALE_VERSION,
  OFFERED_LOCALES,
} from 'virtual:tessera-locales';
import type { ExtensionStringsSource } from '../kernel/i18n/contributed-i18n';

type Table = Record<string, string>;

/** The first view's table with the home view's extension tables (see scripts/locales-plugin.ts). */
interface HomeTable {
  first: Table;
  extensions: Record<string, Table>;
}

/**
 * The language to show: the one chosen in preferences (generic record), else the browser's
 * first language we offer (exact, then by language), else en-US.
 */
export function detectLocale(storage: Pick<Storage, 'getItem'>, languages: readonly string[]): string {
  try {
    const profile = JSON.parse(storage.getItem('tessera:preferences') ?? 'null') as {
      preferences?: { lang?: [Record<string, string>, string, object][] };
    } | null;
    const chosen = profile?.preferences?.lang?.find((r) => Object.keys(r[0]).length === 0)?.[1];
    if (chosen && (OFFERED_LOCALES as readonly string[]).includes(chosen)) return chosen;
  } catch {
    // unreadable preferences: go by the browser
  }
  for (const language of languages) {
    const exact = OFFERED_LOCALES.find((l) => l.toLowerCase() === language.toLowerCase());
    if (exact) return exact;
    const prefix = OFFERED_LOCALES.find((l) => l.split('-')[0] === language.split('-')[0]);
    if (prefix) return prefix;
  }
  return 'en-US';
}

async function fetchTable<T = Table>(path: string): Promise<T> {
  const response = await fetch(`/assets/locales/${path}.${LOCALE_VERSION}.json`, { credentials: 'omit' });
  if (!response.ok) throw new Error(`locale ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * An extension's own strings in the language, fetched beside its code: one table, which the build
 * fills with en-US where the language has no string of its own; en-US's only if the language's
 * cannot be had. Those the home table carries come from it (`home`), or are fetched if it fails.
 */
function extensionStrings(lang: string, home: Promise<HomeTable> | null = null): ExtensionStringsSource {
  // One fetch per table: the early entry may ask for a table the first page needs before the
  // kernel does (early-files.ts). A failed fetch is forgotten, so a later ask tries again.
  const asked = new Map<string, Promise<{ current: Table; fallback: Table }>>();
  const fetchBoth = async (name: string) => {
    const table = await fetchTable(`${lang}/${name}`).catch((error: unknown) => {
      if (lang === 'en-US') throw error;
      return fetchTable(`en-US/${name}`);
    });
    return { current: table, fallback: table };
  };
  const both = (name: string) => {
    let answer = asked.get(name);
    if (!answer) {
      answer =
        home && HOME_VIEW_STRINGS.includes(name)
          ? home.then(
              ({ extensions: { [name]: table } }) => (table ? { current: table, fallback: table } : fetchBoth(name)),
              () => fetchBoth(name),
            )
          : fetchBoth(name);
      asked.set(name, answer);
      answer.catch(() => asked.delete(name));
    }
    return answer;
  };
  return {
    withStrings: new Set(EXTENSIONS_WITH_STRINGS.filter((id) => id !== LATER_STRINGS)),
    inLater: new Set(EXTENSIONS_IN_LATER),
    load: both,
    loadLater: () => both(LATER_STRINGS),
  };
}

/**
 * Fetches the first view's strings in the language (the build filled in en-US where it has none),
 * from the home table when one was asked for (else, or if it fails, the table alone); a language
 * that fails to load falls back to en-US, and if even that fails the client still starts, showing
 * keys. Each extension's other strings come later, beside its code (`extensionStrings`).
 */
export async function loadLocale(
  lang: string,
  home: Promise<HomeTable> | null = null,
): Promise<{
  lang: string;
  current: Table;
  fallback: Table;
  offered: readonly string[];
  extensionStrings: ExtensionStringsSource;
}> {
  const offered = OFFERED_LOCALES;
  try {
    const current = await (home
      ? home.then(
          ({ first }) => first,
          () => fetchTable(lang),
        )
      : fetchTable(lang));
    return { lang, current, fallback: current, offered, extensionStrings: extensionStrings(lang, home) };
  } catch {
    const fallback = lang === 'en-US' ? {} : await fetchTable('en-US').catch(() => ({}));
    return { lang: 'en-US', current: fallback, fallback, offered, extensionStrings: extensionStrings('en-US') };
  }
}

/** A language's strings as the page starts: what is known at once, and the first view's table on its way. */
export interface StartedLocale {
  lang: string;
  offered: readonly string[];
  extensionStrings: ExtensionStringsSource;
  /** The first view's table (`loadLocale`), whose `lang` is en-US when the language's could not be had. */
  firstTable: ReturnType<typeof loadLocale>;
}

/**
 * Starts fetching a language's first-view table and gives at once what needs no round trip, so
 * the kernel can start (and the first page's data go) while the table is on its way. For the home
 * view (`home`: a signed-in start at '/') it is the home table, which brings its timeline's and
 * notes' strings along.
 */
export function startLocale(lang: string, home = false): StartedLocale {
  const homeTable = home && HOME_VIEW_STRINGS.length > 0 ? fetchTable<HomeTable>(`${lang}.home`) : null;
  // Its failure is handled by whoever reads it (the table alone, or each extension's fetched).
  homeTable?.catch(() => {});
  return {
    lang,
    offered: OFFERED_LOCALES,
    extensionStrings: extensionStrings(lang, homeTable),
    firstTable: loadLocale(lang, homeTable),
  };
}

/** Languages written right to left, by their language subtag (Arabic, Uyghur). */
const RIGHT_TO_LEFT = new Set(['ar', 'ug']);

/** The writing direction of a language: 'rtl' for Arabic and Uyghur, else 'ltr'. */
export function directionOf(lang: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(lang.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
}

/** Tells the document its language and direction, so text, layout and screen readers follow it. */
export function applyLanguage(doc: Document, lang: string): void {
  doc.documentElement.lang = lang;
  doc.documentElement.dir = directionOf(lang);
}
