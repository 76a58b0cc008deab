import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  menu: {
    note: [
      {
        id: 'report',
        title: 'report',
        icon: 'warning',
        order: 90,
        danger: true,
        visible: ({ note }, viewer) => viewer.signedIn && note.userId !== viewer.userId,
        run: async ({ note }, host) => {
          const { reportUser } = await import('./ReportForm');
          await reportUser(host, note.user, `${location.origin}/notes/${note.id}`);
        },
      },
    ],
    user: [
      {
        id: 'report',
        title: 'report',
        icon: 'warning',
        order: 90,
        danger: true,
        visible: ({ user }, viewer) => viewer.signedIn && user.id !== viewer.userId,
        run: async ({ user }, host) => {
          const { reportUser } = await import('./ReportForm');
          await reportUser(host, user, null);
        },
      },
    ],
  },
};

export default later;
