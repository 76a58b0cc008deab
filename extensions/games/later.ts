import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  routes: [
    { path: '/games', name: 'games', page: () => import('./GamesPage') },
    { path: '/clicker', name: 'clicker', loginRequired: true, page: () => import('./ClickerPage') },
  ],
  // Under "More" until the person puts it in the menu.
  menu: {
    main: [{ id: 'games', title: 'menu', icon: 'smile', to: '/games', order: 70, inMore: true }],
    games: [
      {
        id: 'clicker',
        title: 'clicker.title',
        description: 'clicker.summary',
        icon: 'cookie',
        to: '/clicker',
        order: 10,
      },
    ],
  },
  widgets: [
    { name: 'clicker', title: 'clicker.title', icon: 'smile', component: () => import('./ClickerWidget') },
    {
      name: 'aichan',
      formerNames: ['ai'],
      title: 'aichan.title',
      icon: 'smile',
      component: () => import('./AichanWidget'),
    },
  ],
};

export default later;
