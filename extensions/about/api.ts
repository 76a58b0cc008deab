// The about extension's contract with other extensions: types only.

declare module '@tessera/sdk' {
  interface ClientEventMap {
    /** The viewer opened the server's charts (#charts of /about). */
    'about.chartsViewed': Record<string, never>;
  }
  interface CommandMap {
    /** Opens the about menu (the server's pages, the `about` and `tools` slots, the policy links). */
    'about.openMenu': () => Promise<void>;
  }
}

export {};
