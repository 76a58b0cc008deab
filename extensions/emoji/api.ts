// The emoji extension's contract with other extensions: types only, imported with `import type`
// by extensions that list 'emoji' in `requires` or `uses`.
import type { CustomEmojiCache, ReactionTarget } from './emoji-data';

/** What the emoji picker is for, and where it opens. */
export interface EmojiPickOptions {
  /** Picking a reaction shows the reaction set first; composing shows the pinned emoji. */
  purpose?: 'reaction' | 'compose';
  /** The element it opens beside. */
  anchor?: HTMLElement;
  /** The note a reaction is for: custom emoji it does not accept are left out. */
  targetNote?: ReactionTarget;
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

/** A named list of emoji the picker offers (Settings > Emoji palette). */
export interface EmojiPalette {
  id: string;
  name: string;
  /** Unicode characters, or ':name:' for custom emoji. */
  emojis: string[];
}

declare module '@tessera/sdk' {
  interface PreferenceMap {
    emojiPalettes: EmojiPalette[];
    /** The palette the picker shows first when reacting; null: the reaction set (`reactions`). */
    emojiPaletteForReaction: string | null;
    /** The palette the picker shows first when composing; null: the pinned emoji (`pinnedEmojis`). */
    emojiPaletteForMain: string | null;
    'emojiPicker.scale': number;
    'emojiPicker.width': number;
    'emojiPicker.height': number;
    /** The reaction set the picker offers first. */
    reactions: string[];
    pinnedEmojis: string[];
    recentlyUsedEmojis: string[];
    /** The server's custom emoji as last fetched, kept on this device for an hour. */
    'emoji.customEmojiCache': CustomEmojiCache | null;
  }
}
