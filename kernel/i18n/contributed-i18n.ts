import type { ContributionEntry, I18n, I18nParams, LocaleContribution, Readable } from '@tessera/sdk';
import { DEFAULT_LOCALE, type StringTable } from './i18n';
import { formatMessage } from './message-format';

/** An extension's own strings in the current language and in en-US (the fallback), keys not namespaced. */
export type ExtensionStringsLoader = (extensionId: string) => Promise<{ current: StringTable; fallback: StringTable }>;

/** Where an extension's strings come from, beyond the first view's table. */
export interface ExtensionStringsSource {
  /** The extensions that have strings of their own (others have none to fetch). */
  withStrings: ReadonlySet<string>;
  load: ExtensionStringsLoader;
  /**
   * What the extensions' later contributions show (settings sections, menus), and every string of
   * the extensions in `inLater`, keys namespaced. Fetched as the page settles.
   */
  loadLater(): Promise<{ current: StringTable; fallback: StringTable }>;
  /**
   * The extensions whose code shows on every page as it settles (toasts, default widgets, mains
   * that activate then): once the later table is asked for, their strings come with it rather
   * than in a file each. Asked for before, as on a page of their own, they come on their own.
   */
  inLater?: ReadonlySet<string>;
}

/**
 * Translations from the build's locale files (the kernel's strings and every included
 * extension's, namespaced by extension id: 'timeline.title') and from locale contributions
 * made at run time. The first view's table holds the kernel's strings and what declarations
 * show; an extension's other strings are fetched once, beside its code (`loadStrings`).
 * Missing keys fall back to en-US, then to the key itself.
 */
export class ContributedI18n implements I18n {
  private source: readonly ContributionEntry<LocaleContribution>[] | null = null;
  private current: Record<string, string> = {};
  private fallback: Record<string, string> = {};
  private readonly files: { current: Record<string, string>; fallback: Record<string, string> };
  private readonly loads = new Map<string, Promise<void>>();
  /** The later table's load: true once it came, false when it could not be fetched. */
  private laterLoad: Promise<boolean> | null = null;
  private readonly loaded = new Set<string>();
  /** The first view's table is still on its way (`receive`): a key missing now is not missing. */
  private awaitingFirstTable = false;

  constructor(
    readonly locale: string,
    files: { current: StringTable; fallback: StringTable },
    private readonly contributions: Readable<readonly ContributionEntry<LocaleContribution>[]>,
    readonly offered: readonly string[] = [locale],
    private readonly extensionStrings: ExtensionStringsSource | null = null,
  ) {
    this.files = { current: { ...files.current }, fallback: { ...files.fallback } };
  }

  /**
   * The first view's table, when it comes after the i18n was made (the page starts the kernel
   * while the table is on its way, so the first page's data need not wait for it).
   */
  awaitFirstTable(table: Promise<{ current: StringTable; fallback: StringTable }>): Promise<void> {
    this.awaitingFirstTable = true;
    return table
      .then(({ current, fallback }) => {
        this.files.current = { ...current, ...this.files.current };
        this.files.fallback = { ...fallback, ...this.files.fallback };
      })
      .catch(() => undefined) // keys show, rather than the page not starting
      .finally(() => {
        this.awaitingFirstTable = false;
      });
  }

  t = (key: string, params?: I18nParams): string => {
    this.refresh();
    const template =
      this.current[key] ?? this.files.current[key] ?? this.fallback[key] ?? this.files.fallback[key] ?? key;
    if (template === key) this.loadMissing(key);
    return params ? formatMessage(template, params, this.locale) : template;
  };

  hasStrings = (extensionId: string): boolean =>
    !this.extensionStrings?.withStrings.has(extensionId) || this.loaded.has(extensionId);

  loadStrings = (extensionId: string): Promise<void> => {
    if (this.hasStrings(extensionId) || !this.extensionStrings) return Promise.resolve();
    let load = this.loads.get(extensionId);
    if (!load) {
      const source = this.extensionStrings;
      const own = () =>
        source
          .load(extensionId)
          .then(({ current, fallback }) => {
            for (const [key, value] of Object.entries(current)) this.files.current[`${extensionId}.${key}`] = value;
            for (const [key, value] of Object.entries(fallback)) this.files.fallback[`${extensionId}.${key}`] = value;
          })
          // Unreachable strings show their keys (or en-US's), rather than holding the page back.
          .catch(() => undefined);
      const later = source.inLater?.has(extensionId) ? this.laterLoad : null;
      // In the later table once that is coming; on their own if it could not be fetched.
      load = (later ? later.then((came) => (came ? undefined : own())) : own()).finally(() =>
        this.loaded.add(extensionId),
      );
      this.loads.set(extensionId, load);
    }
    return load;
  };

  /**
   * Fetches the strings of the extensions' later contributions (once), beside them, with those of
   * the extensions that show on every page as it settles (`inLater`).
   */
  loadLaterStrings = (): Promise<void> => {
    const source = this.extensionStrings;
    if (!source) return Promise.resolve();
    // Settings draws its rows' labels from this table: a failed fetch is tried once more.
    this.laterLoad ??= source
      .loadLater()
      .catch(() => source.loadLater())
      .then(
        ({ current, fallback }) => {
          Object.assign(this.files.current, current);
          Object.assign(this.files.fallback, fallback);
          for (const id of source.inLater ?? []) this.loaded.add(id);
          return true;
        },
        () => false,
      );
    return this.laterLoad.then(() => undefined);
  };

  /**
   * A key asked for before its extension's strings came (code that reached them other than
   * through the host's loaders), or one of the later table's: fetched now, so the next render has them.
   */
  private loadMissing(key: string): void {
    const dot = key.indexOf('.');
    if (dot <= 0 || this.awaitingFirstTable) return;
    const extensionId = key.slice(0, dot);
    // What only Settings shows is in the later table alone (not in the extension's own file).
    if (this.hasStrings(extensionId)) void this.loadLaterStrings();
    else void this.loadStrings(extensionId);
  }

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
