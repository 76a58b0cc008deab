import { defineExtension } from '@tessera/sdk';

/** The emoji picker: Unicode and the server's custom emoji, searchable, recently used first. */
export default defineExtension({
  id: 'emoji',
  title: 'Emoji picker',
  description: 'description',
  sdk: '^1.0.0',
  contributes: {
    commands: ['emoji.pick'],
    settingsSections: [
      {
        path: 'emoji-palette',
        group: 'client',
        title: 'settingsTitle',
        icon: 'smile',
        order: 25,
        page: () => import('./settings/EmojiPaletteSettings'),
        keywords: ['reactions', 'pinned', 'palette.pickerSize'],
      },
    ],
  },
  main: () => import('./main'),
});
