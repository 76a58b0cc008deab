import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  menu: {
    connect: [
      { id: 'webhooks', title: 'title', description: 'description', icon: 'link', to: '/settings/webhooks', order: 20 },
    ],
  },
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
    // Misskey's addresses of the form: links from elsewhere land on it.
    {
      path: 'webhook/new',
      title: 'create',
      icon: 'link',
      signedIn: true,
      unlisted: true,
      page: () => import('./WebhookEditor'),
    },
    { path: 'webhook/edit/:id', title: 'edit', icon: 'link', signedIn: true, page: () => import('./WebhookEditor') },
  ],
};

export default later;
