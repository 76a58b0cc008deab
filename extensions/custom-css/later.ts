import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  settingsSections: [
    {
      path: 'custom-css',
      group: 'client',
      title: 'title',
      icon: 'pencil',
      order: 60,
      page: () => import('./CustomCssSettings'),
      keywords: ['apply'],
    },
  ],
};

export default later;
