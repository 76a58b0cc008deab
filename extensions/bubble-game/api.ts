// The bubble game's contract with other extensions: types only, imported with `import type`.

declare module '@tessera/sdk' {
  interface ClientEventMap {
    /** The largest mono was made by fusion (an achievement). */
    'bubbleGame.explodingHead': Record<string, never>;
    /** Two of the largest were on the field at once (an achievement). */
    'bubbleGame.doubleExplodingHead': Record<string, never>;
  }
}

export {};

declare module '@tessera/sdk' {
  interface PreferenceMap {
    /** The game's music and effects volumes. */
    'game.dropAndFusion': { bgmVolume: number; sfxVolume: number };
  }
}
