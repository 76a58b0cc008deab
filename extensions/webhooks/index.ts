import { defineExtension } from '@tessera/sdk';

/** Webhooks: the account's outgoing webhooks in Settings, created, edited, tried and deleted. */
export default defineExtension({
  id: 'webhooks',
  title: 'Webhooks',
  description: 'description',
  sdk: '^1.0.0',
  contributes: {
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
  },
});
