// The games extension's contract with other extensions: types only, imported with `import type`
// by extensions that list 'games' in `requires` or `uses`.
//
// A game joins /games with an item in the `games` menu slot (title, description, `to`); its icon
// may be one the games page draws: 'cookie', 'board' or 'bubbles'.

declare module '@tessera/sdk' {
  interface MenuContexts {
    /** The games listed at /games, each linking to its page. */
    games: Record<string, never>;
  }
  interface ClientEventMap {
    /** The first cookie of the clicker was baked (an achievement). */
    'games.cookieClicked': Record<string, never>;
  }
}

export {};
