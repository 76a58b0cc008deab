import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  overlays: [{ id: 'statusbars', component: () => import('./Statusbars') }],
  settingsSections: [
    {
      path: 'statusbar',
      title: 'title',
      icon: 'list',
      group: 'client',
      order: 35,
      page: () => import('./StatusbarSettings'),
      keywords: ['add', 'type', 'size', 'speed'],
    },
  ],
};

export default later;
