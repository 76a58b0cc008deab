import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  // Pages the first view does not show: the router finds them on arrival.
  routes: [
    { path: '/my/clips', name: 'clips', loginRequired: true, page: () => import('./MyClipsPage') },
    { path: '/clips/:clipId', name: 'clip', page: () => import('./ClipPage') },
  ],
  menu: {
    note: [
      {
        id: 'clip',
        title: 'clip',
        icon: 'paperclip',
        order: 21,
        visible: (_, viewer) => viewer.signedIn,
        run: async ({ note }, host) => {
          const { clipNote } = await import('./clip-note');
          await clipNote(host, note);
        },
      },
    ],
  },
};

export default later;
