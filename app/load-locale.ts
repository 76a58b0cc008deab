import { LOCALE_VERSION, OFFERED_LOCALES } from 'virtual:tessera-locales';

type Table = Record<string, string>;

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

async function fetchTable(lang: string): Promise<Table> {
  const response = await fetch(`/assets/locales/${lang}.${LOCALE_VERSION}.json`, { credentials: 'omit' });
  if (!response.ok) throw new Error(`locale ${lang}: HTTP ${response.status}`);
  return (await response.json()) as Table;
}

/**
 * Fetches the language's strings and en-US's (the fallback); a language that fails to load
 * falls back to en-US, and if even that fails the client still starts, showing keys.
 */
export async function loadLocale(
  lang: string,
): Promise<{ lang: string; current: Table; fallback: Table; offered: readonly string[] }> {
  const fallback = await fetchTable('en-US').catch(() => ({}));
  const offered = OFFERED_LOCALES;
  if (lang === 'en-US') return { lang, current: fallback, fallback, offered };
  try {
    return { lang, current: await fetchTable(lang), fallback, offered };
  } catch {
    return { lang: 'en-US', current: fallback, fallback, offered };
  }
}
