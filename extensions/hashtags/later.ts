import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when an address or a menu asks. */
const later: DeclaredContributions = {
  // Pages the first view does not show: the router finds them on arrival.
  routes: [{ path: '/tags/:tag', name: 'tag', page: () => import('./TagPage') }],
};

export default later;
