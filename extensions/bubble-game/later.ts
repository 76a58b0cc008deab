import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  routes: [{ path: '/bubble-game', name: 'bubble-game', loginRequired: true, page: () => import('./BubbleGamePage') }],
  menu: {
    games: [
      { id: 'bubble-game', title: 'title', description: 'summary', icon: 'bubbles', to: '/bubble-game', order: 20 },
    ],
  },
};

export default later;
