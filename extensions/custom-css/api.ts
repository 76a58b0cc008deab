// The custom-css extension's contract with other extensions: types only, imported with `import type`
// by extensions that list 'custom-css' in `requires` or `uses`.

// A module, so the declaration below adds to the SDK's map instead of replacing the SDK.
export {};

declare module '@tessera/sdk' {
  interface PreferenceMap {
    /** This device's own CSS over every theme (Misskey's `customCss`); null: none. */
    customCss: string | null;
  }
}
