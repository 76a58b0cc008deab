import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  to: {
    deckColumn: [{ type: 'list', title: 'column.title', icon: 'list', component: () => import('./ListColumn') }],
    statusbar: [
      {
        type: 'userList',
        title: 'statusbar.title',
        label: 'statusbar.label',
        component: () => import('./ListStatusbar'),
        settingsForm: () => import('./ListStatusbarSettings'),
        defaultSettings: { userListId: null },
      },
    ],
  },
  widgets: [{ name: 'userList', title: 'widget.title', icon: 'list', component: () => import('./UserListWidget') }],
  // Pages the first view does not show: the router finds them on arrival.
  routes: [
    { path: '/my/lists', name: 'lists', loginRequired: true, page: () => import('./MyListsPage') },
    { path: '/my/lists/:listId', name: 'list', loginRequired: true, page: () => import('./ListEditPage') },
    { path: '/list/:listId', name: 'publicList', page: () => import('./PublicListPage') },
    {
      path: '/timeline/list/:listId',
      name: 'listTimeline',
      loginRequired: true,
      page: () => import('./ListTimelinePage'),
    },
  ],
  menu: {
    user: [
      {
        id: 'add-to-list',
        title: 'addToList',
        icon: 'list',
        order: 30,
        visible: (_, viewer) => viewer.signedIn,
        run: async ({ user }, host) => {
          const { chooseLists } = await import('./add-to-list');
          await chooseLists(host, user);
        },
      },
    ],
  },
};

export default later;
