import { defineContributionPoint, defineExtension } from '@tessera/sdk';
import type {} from '../deck/api';
import type {} from './api';

/** Profiles: /@user and /@user@host with notes, files, following and followers. */
export default defineExtension({
  id: 'profile',
  title: 'Profiles',
  description: 'description',
  requires: ['notes'],
  uses: ['auth', 'drive', 'deck'],
  version: '1.3.0',
  sdk: '^3.0.0',
  preferences: {
    alwaysConfirmFollow: { default: true },
  },
  contributes: {
    points: [defineContributionPoint('profileTab', { components: ['component'], functions: { visible: () => false } })],
    commands: ['profile.pickUser', 'profile.changeFollow'],
    // A person's card when the pointer or focus rests on their name (the SDK's useUserPreview).
    overlays: [{ id: 'user-preview', component: () => import('./UserPreviewOverlay') }],
    routes: [
      {
        path: '/my/follow-requests',
        name: 'followRequests',
        loginRequired: true,
        page: () => import('./FollowRequestsPage'),
      },
      { path: '/@:acct/:tab?', name: 'user', page: () => import('./UserPage') },
    ],
    menu: {
      main: [
        {
          id: 'followRequests',
          title: 'followRequests.title',
          icon: 'users',
          to: '/my/follow-requests',
          order: 35,
          visible: (_, viewer) => viewer.signedIn,
        },
        {
          id: 'profile',
          title: 'menu',
          icon: 'user',
          inMore: true,
          visible: (_, viewer) => viewer.signedIn,
          run: (_, host) => host.router.push(`/@${host.accounts.current.get()?.username ?? ''}`),
        },
      ],
    },
  },
  contributesLater: () => import('./later'),
  main: () => import('./main'),
});
