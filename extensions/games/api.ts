// The games extension's contract with other extensions: types only, imported with `import type`
// by extensions that list 'games' in `requires` or `uses`.

declare module '@tessera/sdk' {
  interface ClientEventMap {
    /** The first cookie of the clicker was baked (an achievement). */
    'games.cookieClicked': Record<string, never>;
  }
}

export {};
