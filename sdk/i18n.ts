/** Values for `{name}` placeholders. */
export type I18nParams = Readonly<Record<string, string | number>>;

/** Translates keys of the current locale, falling back to en-US and then to the key itself. */
export interface I18n {
  readonly locale: string;
  /** The languages the client offers (a string not yet translated into one shows in English). */
  readonly offered: readonly string[];
  /** The text for a key, with `{name}` placeholders filled from params. */
  t(key: string, params?: I18nParams): string;
  /**
   * Whether an extension's strings are here. Those its declaration shows (titles, labels) always
   * are; the rest arrive beside its code, which the host loads together with them.
   */
  hasStrings(extensionId: string): boolean;
  /** Fetches an extension's strings in this language (once); resolves when `t` can give them. */
  loadStrings(extensionId: string): Promise<void>;
}
