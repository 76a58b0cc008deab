import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
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
};

export default later;
