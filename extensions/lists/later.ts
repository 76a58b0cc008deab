import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
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
