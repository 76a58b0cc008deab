import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  profileTabs: [
    {
      name: 'activity',
      title: 'activity',
      order: 40,
      // Other servers' people are counted on their servers.
      visible: (user) => user.host === null,
      component: () => import('./UserActivity'),
    },
  ],
};

export default later;
