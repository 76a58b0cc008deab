declare module 'virtual:tessera-extensions' {
  import type { ExtensionDefinition } from '@tessera/sdk';

  /** The extensions this build includes (see scripts/extensions-plugin.ts). */
  const extensions: readonly ExtensionDefinition[];
  export default extensions;
}

declare module 'virtual:tessera-locales' {
  /** The version in this build's locale file names (a hash of their content). */
  export const LOCALE_VERSION: string;
  /** The languages offered. */
  export const OFFERED_LOCALES: readonly string[];
  /** The extensions that have strings of their own, fetched beside their code. */
  export const EXTENSIONS_WITH_STRINGS: readonly string[];
  /** The name of the table of what extensions' later contributions show (in EXTENSIONS_WITH_STRINGS). */
  export const LATER_STRINGS: string;
  /** The extensions whose strings beyond the first view's come in the LATER_STRINGS table. */
  export const EXTENSIONS_IN_LATER: readonly string[];
  /** The extensions whose strings come inside the home table ({lang}.home.{version}.json). */
  export const HOME_VIEW_STRINGS: readonly string[];
}
