// The themes extension's contract with other extensions: types only, imported with `import type`
// by extensions that list 'themes' in `requires` or `uses`.
import type { TesseraHost, ThemeDocument } from '@tessera/sdk';

/** Installs themes from their code, for pages that bring one (/install-extensions). */
export interface ThemeInstaller {
  /** Reads a theme's code (JSON5); throws the spec's message when it cannot be installed. */
  read(host: TesseraHost, code: string): Promise<ThemeDocument>;
  /** Adds the theme to the installed ones; throws the spec's message for a built-in or known id. */
  install(host: TesseraHost, theme: ThemeDocument): void;
}

declare module '@tessera/sdk' {
  interface ServiceMap {
    /** Installs themes from their code (a module loaded when asked for). */
    'themes.installer': () => Promise<ThemeInstaller>;
  }
}

declare module '@tessera/sdk' {
  interface PreferenceMap {
    /** The themes the person installed. */
    themes: ThemeDocument[];
  }
}
