// The lists extension's contract with other extensions: types only, imported with `import type`
// by extensions that list 'lists' in `requires` or `uses`.

// A module, so the declaration below adds to the SDK's map instead of replacing the SDK.
export {};

declare module '@tessera/sdk' {
  interface PreferenceMap {
    /** Lists shown as tabs of the home timeline, as Misskey keeps them (its id and name). */
    pinnedUserLists: { id: string; name: string }[];
  }
}
