// The clock-widgets extension's contract with other extensions: types only, imported with `import type`
// by extensions that list 'clock-widgets' in `requires` or `uses`.

// A module, so the declaration below adds to the SDK's map instead of replacing the SDK.
export {};

declare module '@tessera/sdk' {
  interface PreferenceMap {
    /** The memo widget's text, per account. */
    memo: string | null;
  }
}
