import type { ContributionEntry, I18n, I18nParams, LocaleContribution, Readable } from '@tessera/sdk';
import { DEFAULT_LOCALE, fill, type StringTable } from './i18n';

/**
 * Translations from the build's locale files (the kernel's strings and every included
 * extension's, namespaced by extension id: 'timeline.title') and from locale contributions
 * made at run time. Missing keys fall back to en-US, then to the key itself.
 */
export class ContributedI18n implements I18n {
  private source: readonly ContributionEntry<LocaleContribution>[] | null = null;
  private current: Record<string, string> = {};
  private fallback: Record<string, string> = {};

  constructor(
    readonly locale: string,
    private readonly files: { current: StringTable; fallback: StringTable },
    private readonly contributions: Readable<readonly ContributionEntry<LocaleContribution>[]>,
    readonly offered: readonly string[] = [locale],
  ) {}

  t = (key: string, params?: I18nParams): string => {
    this.refresh();
    const template =
      this.current[key] ?? this.files.current[key] ?? this.fallback[key] ?? this.files.fallback[key] ?? key;
    return params ? fill(template, params) : template;
  };

  private refresh(): void {
    const entries = this.contributions.get();
    if (entries === this.source) return;
    this.source = entries;
    this.current = this.collect(entries, this.locale);
    this.fallback = this.locale === DEFAULT_LOCALE ? this.current : this.collect(entries, DEFAULT_LOCALE);
  }

  private collect(entries: readonly ContributionEntry<LocaleContribution>[], locale: string): Record<string, string> {
    const table: Record<string, string> = {};
    for (const { item, extensionId } of entries) {
      if (item.locale !== locale || typeof item.strings === 'function') continue;
      for (const [key, value] of Object.entries(item.strings)) table[`${extensionId}.${key}`] = value;
    }
    return table;
  }
}
