import { defineExtension } from '@tessera/sdk';
import type {} from '../about/api';

/**
 * Invitations: /invite, where people whose role may invite make codes within their limit, copy
 * them, see who used each and withdraw unused ones; reached from the about menu. The sign-up form
 * asks for a code while registration is closed.
 */
export default defineExtension({
  id: 'invites',
  title: 'Invitations',
  description: 'description',
  uses: ['about'],
  sdk: '^3.0.0',
  contributesLater: () => import('./later'),
  contributes: {
    menu: {
      about: [
        {
          id: 'invite',
          title: 'menu',
          icon: 'plus',
          to: '/invite',
          order: 40,
          // As Misskey's about menu: only while registration is closed, for those who may invite.
          visible: ({ meta }, viewer) =>
            meta?.disableRegistration === true &&
            viewer.signedIn &&
            (viewer.isAdmin || viewer.policies.canInvite === true),
        },
      ],
    },
  },
});
