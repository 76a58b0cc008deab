import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  routes: [
    { path: '/pages', name: 'pages', page: () => import('./PagesPage') },
    { path: '/pages/new', name: 'page-new', loginRequired: true, page: () => import('./PageEditPage') },
    { path: '/pages/edit/:pageId', name: 'page-edit', loginRequired: true, page: () => import('./PageEditPage') },
    { path: '/@:acct/pages/:pageName(*)', name: 'page-view', page: () => import('./PageViewPage') },
  ],
  // Under "More" until the person puts it in the menu, as in Misskey's default menu.
  menu: { main: [{ id: 'pages', title: 'menu', icon: 'list', to: '/pages', order: 61, inMore: true }] },
  to: {
    profileTab: [{ name: 'pages', title: 'menu', order: 42, component: () => import('./ProfilePages') }],
  },
};

export default later;
