import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  settingsSections: [
    {
      path: 'deck',
      title: 'settings.title',
      icon: 'widget',
      group: 'client',
      order: 60,
      page: () => import('./DeckSettings'),
      keywords: ['ui.menu', 'settings.columnAlign', 'settings.navbarPosition', 'settings.wallpaper'],
    },
  ],
};

export default later;
