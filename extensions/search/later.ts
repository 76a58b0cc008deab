import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when an address or a menu asks. */
const later: DeclaredContributions = {
  // Pages the first view does not show: the router finds them on arrival.
  routes: [
    {
      path: '/search',
      name: 'search',
      query: {
        q: 'q',
        type: 'type',
        userId: 'userId',
        username: 'username',
        host: 'host',
        channel: 'channel',
        origin: 'origin',
      },
      page: () => import('./SearchPage'),
    },
  ],
};

export default later;
