import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  routes: [
    { path: '/reversi', name: 'reversi', page: () => import('./ReversiLobbyPage') },
    { path: '/reversi/g/:gameId', name: 'reversi-game', page: () => import('./ReversiGamePage') },
  ],
  menu: {
    games: [{ id: 'reversi', title: 'title', description: 'summary', icon: 'board', to: '/reversi', order: 30 }],
  },
};

export default later;
