import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  settingsSections: [
    {
      path: 'navbar',
      group: 'client',
      title: 'title',
      icon: 'more',
      order: 35,
      page: () => import('./NavbarSettings'),
      keywords: ['add', 'reset'],
    },
  ],
};

export default later;
