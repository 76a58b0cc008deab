import type { I18n, I18nParams } from '@tessera/sdk';
import { formatMessage } from './message-format';

/** Strings by key. */
export type StringTable = Readonly<Record<string, string>>;

/** The default language, and the fallback for every missing string. */
export const DEFAULT_LOCALE = 'en-US';

/**
 * Translates from the current locale's strings, then en-US's, then shows the key itself,
 * so a missing string is visible but never breaks a page. Placeholders and plurals are filled
 * (see formatMessage).
 */
export function createI18n(
  locale: string,
  tables: { current: StringTable; fallback: StringTable },
  offered: readonly string[] = [locale],
): I18n {
  return {
    locale,
    offered,
    t(key: string, params?: I18nParams): string {
      const template = tables.current[key] ?? tables.fallback[key] ?? key;
      return params ? formatMessage(template, params, locale) : template;
    },
    // Every string is in the tables given.
    hasStrings: () => true,
    loadStrings: () => Promise.resolve(),
  };
}
