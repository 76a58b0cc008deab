import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when an address or a menu asks. */
const later: DeclaredContributions = {
  to: {
    deckColumn: [
      { type: 'roleTimeline', title: 'column.role', icon: 'users', component: () => import('./RoleColumn') },
    ],
  },
  // Pages the first view does not show: the router finds them on arrival.
  routes: [{ path: '/roles/:roleId', name: 'role', page: () => import('./RolePage') }],
};

export default later;
