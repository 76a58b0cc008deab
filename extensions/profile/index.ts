import { defineExtension } from '@tessera/sdk';
import { formatAcct } from './acct';

/** Profiles: /@user and /@user@host with notes, files, following and followers. */
export default defineExtension({
  id: 'profile',
  title: 'Profiles',
  description: 'description',
  requires: ['notes'],
  sdk: '^1.0.0',
  contributes: {
    routes: [{ path: '/@:acct/:tab?', name: 'user', page: () => import('./UserPage') }],
    menu: {
      user: [
        {
          id: 'copy-link',
          title: 'copyLink',
          icon: 'link',
          order: 10,
          run: ({ user }, host) => host.copyToClipboard(new URL(`/@${formatAcct(user)}`, location.origin).href),
        },
        {
          id: 'copy-acct',
          title: 'copyAcct',
          icon: 'copy',
          order: 11,
          run: ({ user }, host) => host.copyToClipboard(`@${formatAcct(user)}`),
        },
      ],
    },
  },
});
