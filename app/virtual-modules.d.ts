declare module 'virtual:tessera-extensions' {
  import type { ExtensionDefinition } from '@tessera/sdk';

  /** The extensions this build includes (see scripts/extensions-plugin.ts). */
  const extensions: readonly ExtensionDefinition[];
  export default extensions;
}
