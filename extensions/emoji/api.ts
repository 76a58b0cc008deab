// The emoji extension's contract with other extensions: types only, imported with `import type`
// by extensions that list 'emoji' in `requires` or `uses`.

/** What the emoji picker is for, and where it opens. */
export interface EmojiPickOptions {
  /** Picking a reaction shows the reaction set first; composing shows the pinned emoji. */
  purpose?: 'reaction' | 'compose';
  /** The element it opens beside. */
  anchor?: HTMLElement;
}

declare module '@tessera/sdk' {
  interface CommandMap {
    /**
     * Opens the emoji picker and gives the chosen emoji, a Unicode character or ':name:' for a
     * custom one, or null when closed without a choice.
     */
    'emoji.pick': (options?: EmojiPickOptions) => Promise<string | null>;
  }
}
