import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, detectLocale, directionOf, loadLocale, startLocale } from './load-locale';

const storage = (lang?: string) => ({
  getItem: () => (lang ? JSON.stringify({ type: 'main', preferences: { lang: [[{}, lang, {}]] } }) : null),
});

describe('choosing the language', () => {
  it('takes the chosen language first, then the browser’s, then en-US', () => {
    expect(detectLocale(storage('ja-JP'), ['de-DE'])).toBe('ja-JP');
    expect(detectLocale(storage(), ['fr-FR', 'en-US'])).toBe('fr-FR');
    expect(detectLocale(storage(), ['ja'])).toBe('ja-JP');
    expect(detectLocale(storage(), ['xx-YY'])).toBe('en-US');
    expect(detectLocale(storage('tlh'), [])).toBe('en-US');
  });
});

describe('the document’s language and direction', () => {
  it('writes Arabic and Uyghur right to left, the others left to right', () => {
    expect(directionOf('ar-SA')).toBe('rtl');
    expect(directionOf('ug-CN')).toBe('rtl');
    expect(directionOf('ja-JP')).toBe('ltr');
    expect(directionOf('en-US')).toBe('ltr');
  });

  it('sets lang and dir on the root element', () => {
    applyLanguage(document, 'ar-SA');
    expect(document.documentElement.lang).toBe('ar-SA');
    expect(document.documentElement.dir).toBe('rtl');
    applyLanguage(document, 'de-DE');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('fetching the strings', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answering = (failing: RegExp | null = null) => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        const ok = !failing?.test(url);
        const home = /\.home\.\w+\.json$/.test(url);
        const table = { greeting: url };
        const body = home ? { first: table, extensions: { notes: { note: url }, timeline: { title: url } } } : table;
        return { ok, status: ok ? 200 : 404, json: async () => body };
      }),
    );
    return fetched;
  };

  it('asks for one table in a language other than English: the build filled its gaps with en-US', async () => {
    const fetched = answering();
    const locale = await loadLocale('ja-JP');
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/\/assets\/locales\/ja-JP\.\w+\.json$/);
    expect(locale.fallback).toBe(locale.current);
    await locale.extensionStrings.load('drive');
    expect(fetched).toHaveLength(2);
    expect(fetched[1]).toMatch(/\/assets\/locales\/ja-JP\/drive\.\w+\.json$/);
  });

  it('falls back to en-US when the language cannot be had', async () => {
    const fetched = answering(/ja-JP/);
    const locale = await loadLocale('ja-JP');
    expect(locale.lang).toBe('en-US');
    expect(fetched.at(-1)).toMatch(/\/assets\/locales\/en-US\.\w+\.json$/);
  });

  it('asks for the home table alone at home: the first table, the timeline’s and the notes’ strings in one', async () => {
    const fetched = answering();
    const locale = startLocale('ja-JP', true);
    const first = await locale.firstTable;
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/\/assets\/locales\/ja-JP\.home\.\w+\.json$/);
    expect(first.current.greeting).toBe(fetched[0]);
    expect((await locale.extensionStrings.load('notes')).current).toEqual({ note: fetched[0] });
    expect((await locale.extensionStrings.load('timeline')).current).toEqual({ title: fetched[0] });
    expect(fetched).toHaveLength(1);
    await locale.extensionStrings.load('drive');
    expect(fetched.at(-1)).toMatch(/\/assets\/locales\/ja-JP\/drive\.\w+\.json$/);
  });

  it('fetches the tables one by one when the home table cannot be had', async () => {
    const fetched = answering(/\.home\./);
    const locale = startLocale('ja-JP', true);
    const first = await locale.firstTable;
    expect(first.lang).toBe('ja-JP');
    expect(fetched.at(-1)).toMatch(/\/assets\/locales\/ja-JP\.\w+\.json$/);
    await locale.extensionStrings.load('notes');
    expect(fetched.at(-1)).toMatch(/\/assets\/locales\/ja-JP\/notes\.\w+\.json$/);
  });

  it('asks for the first table alone elsewhere', async () => {
    const fetched = answering();
    await startLocale('ja-JP').firstTable;
    expect(fetched).toEqual([expect.stringMatching(/\/assets\/locales\/ja-JP\.\w+\.json$/)]);
  });
});
