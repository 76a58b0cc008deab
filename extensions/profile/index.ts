import { defineExtension } from '@tessera/sdk';
import { formatAcct } from './acct';

/** Profiles: /@user and /@user@host with notes, files, following and followers. */
export default defineExtension({
  id: 'profile',
  title: 'Profiles',
  description: 'description',
  requires: ['notes'],
  uses: ['auth'],
  sdk: '^1.0.0',
  contributes: {
    routes: [{ path: '/@:acct/:tab?', name: 'user', page: () => import('./UserPage') }],
    settingsSections: [
      {
        path: 'profile',
        title: 'settings.title',
        icon: 'user',
        group: 'basic',
        order: 10,
        signedIn: true,
        page: () => import('./settings/ProfileSettings'),
        keywords: [
          'settings.name',
          'settings.description',
          'settings.changeAvatar',
          'settings.changeBanner',
          'settings.location',
          'settings.birthday',
          'settings.lang',
          'settings.fields',
          'settings.followedMessage',
          'settings.isBot',
          'settings.isCat',
        ],
      },
      {
        path: 'privacy',
        title: 'settings.privacy',
        icon: 'lock',
        group: 'basic',
        order: 30,
        signedIn: true,
        page: () => import('./settings/PrivacySettings'),
        keywords: [
          'settings.isLocked',
          'settings.followingVisibility',
          'settings.followersVisibility',
          'settings.publicReactions',
          'settings.hideOnlineStatus',
          'settings.isExplorable',
          'settings.noCrawle',
          'settings.preventAiLearning',
        ],
      },
    ],
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
