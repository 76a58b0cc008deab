import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when an address or a menu asks. */
const later: DeclaredContributions = {
  to: {
    deckColumn: [
      { type: 'antenna', title: 'column.antenna', icon: 'antenna', component: () => import('./AntennaColumn') },
    ],
  },
  // Pages the first view does not show: the router finds them on arrival.
  routes: [
    { path: '/my/antennas', name: 'antennas', loginRequired: true, page: () => import('./AntennasPage') },
    {
      path: '/my/antennas/create',
      name: 'antennaCreate',
      loginRequired: true,
      page: () => import('./AntennaEditPage'),
    },
    {
      path: '/my/antennas/:antennaId',
      name: 'antenna',
      loginRequired: true,
      page: () => import('./AntennaEditPage'),
    },
    {
      path: '/timeline/antenna/:antennaId',
      name: 'antennaTimeline',
      loginRequired: true,
      page: () => import('./AntennaTimelinePage'),
    },
  ],
};

export default later;
