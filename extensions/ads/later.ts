import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  // Pages the first view does not show: the router finds them on arrival.
  routes: [{ path: '/ads', name: 'ads', page: () => import('./AdsPage') }],
  services: [
    { id: 'ads.timelineSlot', value: () => import('./TimelineAdSlot'), component: true },
    { id: 'ads.spot', value: () => import('./AdSpot'), component: true },
  ],
};

export default later;
