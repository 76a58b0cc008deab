import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  services: [
    { id: 'ads.timelineSlot', value: () => import('./TimelineAdSlot'), component: true },
    { id: 'ads.spot', value: () => import('./AdSpot'), component: true },
  ],
};

export default later;
