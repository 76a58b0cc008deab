import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  settingsSections: [
    {
      path: 'extensions',
      group: 'client',
      title: 'title',
      icon: 'puzzle',
      order: 90,
      page: () => import('./ExtensionsPage'),
    },
  ],
};

export default later;
