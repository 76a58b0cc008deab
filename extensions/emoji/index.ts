import { defineExtension } from '@tessera/sdk';

/** The emoji picker: Unicode and the server's custom emoji, searchable, recently used first. */
export default defineExtension({
  id: 'emoji',
  title: 'Emoji picker',
  description: 'description',
  version: '1.2.0',
  sdk: '^3.0.0',
  preferences: {
    emojiPalettes: { default: [] },
    emojiPaletteForReaction: { default: null },
    emojiPaletteForMain: { default: null },
    'emojiPicker.scale': { default: 2 },
    'emojiPicker.width': { default: 2 },
    'emojiPicker.height': { default: 3 },
    reactions: { default: ['👍', '❤', '😆', '🤔', '😮', '🎉', '💢', '😥', '😇', '🍮'] },
    pinnedEmojis: { default: [] },
    recentlyUsedEmojis: { default: [] },
    'emoji.customEmojiCache': { default: null, deviceOnly: true },
  },
  contributes: {
    commands: ['emoji.pick'],
  },
  contributesLater: () => import('./later'),
  main: () => import('./main'),
});
