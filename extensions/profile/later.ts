import type { DeclaredContributions, MenuContexts, TesseraHost, Viewer } from '@tessera/sdk';
import { formatAcct } from './acct';

/** The user menu's relation items: each shown when the relation is (undoes) or is not yet in place. */
const RELATION_ACTIONS = [
  { action: 'mute', undoes: false, state: 'isMuted', order: 60, icon: 'bellOff' },
  { action: 'unmute', undoes: true, state: 'isMuted', order: 60, icon: 'bellOff' },
  { action: 'muteRenotes', undoes: false, state: 'isRenoteMuted', order: 61, icon: 'bellOff' },
  { action: 'unmuteRenotes', undoes: true, state: 'isRenoteMuted', order: 61, icon: 'bellOff' },
  { action: 'block', undoes: false, state: 'isBlocking', order: 70, icon: 'block' },
  { action: 'unblock', undoes: true, state: 'isBlocking', order: 70, icon: 'block' },
] as const;

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  // Rows in Settings > Preferences: only Settings draws them, so they are not in the first view.
  preferenceSettings: [
    { key: 'alwaysConfirmFollow', kind: 'switch', label: 'prefs.alwaysConfirmFollow', group: 'tab.following' },
  ],
  to: {
    deckColumn: [{ type: 'user', title: 'column.title', icon: 'user', component: () => import('./UserColumn') }],
  },
  widgets: [
    {
      name: 'birthdayFollowings',
      title: 'widget.birthdays',
      icon: 'users',
      component: () => import('./BirthdayFollowingsWidget'),
    },
    { name: 'profile', title: 'widget.title', icon: 'user', component: () => import('./ProfileWidget') },
  ],
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
      path: 'avatar-decoration',
      title: 'decoration.title',
      icon: 'star',
      group: 'basic',
      order: 20,
      signedIn: true,
      page: () => import('./settings/AvatarDecorationSettings'),
      keywords: ['decoration.offered'],
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
    {
      path: 'mute-block',
      title: 'settings.muteBlock',
      icon: 'block',
      group: 'other',
      order: 20,
      signedIn: true,
      page: () => import('./settings/MuteBlockSettings'),
      keywords: [
        'settings.wordMute',
        'settings.hardWordMute',
        'settings.instanceMute',
        'settings.muted',
        'settings.blocked',
      ],
    },
    {
      path: 'account-data',
      title: 'data.title',
      icon: 'download',
      group: 'other',
      order: 30,
      signedIn: true,
      page: () => import('./settings/AccountDataSettings'),
      keywords: ['data.export.notes', 'data.import.following', 'data.muting', 'data.blocking'],
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
      ...RELATION_ACTIONS.map(({ action, undoes, state, order, icon }) => ({
        id: action,
        title: action,
        icon,
        order,
        danger: action === 'block',
        // Offered to the signed-in viewer for someone else, as things stand between them.
        visible: ({ user }: MenuContexts['user'], viewer: Viewer) =>
          viewer.signedIn && viewer.userId !== user.id && 'isMuted' in user && (user[state] === true) === undoes,
        run: async (context: MenuContexts['user'], host: TesseraHost) =>
          (await import('./relation-actions')).changeRelation(action, context, host),
      })),
    ],
  },
};

export default later;
