import type { ContributionEntry, LocaleContribution, Readable } from '@tessera/sdk';
import { ContributedI18n, type ExtensionStringsSource } from './contributed-i18n';
import { DEFAULT_LOCALE, type StringTable } from './i18n';

/** The language and its strings (from the build's locale files); en-US is the fallback. */
export interface KernelLocale {
  lang: string;
  current: StringTable;
  fallback: StringTable;
  offered?: readonly string[];
  /** Where each extension's strings beyond the first view's come from; without it, all are given here. */
  extensionStrings?: ExtensionStringsSource;
  /**
   * The first view's table when it is still on its way (then `current` and `fallback` are empty):
   * the kernel starts meanwhile and is ready once it has come.
   */
  firstTable?: Promise<{ current: StringTable; fallback: StringTable }>;
}

/**
 * The kernel's translations: the build's strings for the page's language, with the locales
 * extensions contribute. Without a locale given (tests), the language is en-US and only contributed
 * strings are known.
 */
export function createKernelI18n(
  locale: KernelLocale | undefined,
  contributions: Readable<readonly ContributionEntry<LocaleContribution>[]>,
): ContributedI18n {
  const { lang, current, fallback, offered, extensionStrings } = locale ?? {
    lang: DEFAULT_LOCALE,
    current: {},
    fallback: {},
  };
  return new ContributedI18n(lang, { current, fallback }, contributions, offered, extensionStrings);
}
