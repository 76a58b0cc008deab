import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  settingsSections: [
    {
      path: 'theme',
      group: 'client',
      title: 'title',
      icon: 'star',
      order: 10,
      page: () => import('./ThemeSettingsPage'),
    },
  ],
};

export default later;
