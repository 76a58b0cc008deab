import type { DeclaredContributions } from '@tessera/sdk';
import './play-icons';

const later: DeclaredContributions = {
  routes: [
    { path: '/play', name: 'play', page: () => import('./PlayListPage') },
    { path: '/play/new', name: 'play-new', loginRequired: true, page: () => import('./PlayEditPage') },
    { path: '/play/:flashId/edit', name: 'play-edit', loginRequired: true, page: () => import('./PlayEditPage') },
    { path: '/play/:flashId', name: 'play-show', page: () => import('./PlayPage') },
  ],
  // Under "More" until the person puts it in the menu, as Misskey's default menu has it.
  menu: { main: [{ id: 'play', title: 'menu', icon: 'play', to: '/play', order: 62, inMore: true }] },
  to: {
    profileTab: [{ name: 'play', title: 'menu', order: 40, component: () => import('./ProfilePlays') }],
  },
};

export default later;
