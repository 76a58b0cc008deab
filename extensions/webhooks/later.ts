import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  settingsSections: [
    {
      path: 'webhooks',
      title: 'title',
      icon: 'link',
      group: 'other',
      order: 50,
      signedIn: true,
      page: () => import('./WebhooksSettings'),
      keywords: ['create', 'url', 'secret', 'test'],
    },
  ],
};

export default later;
