import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  // Rows in Settings > Preferences: only Settings draws them, so they are not in the first view.
  preferenceSettings: [
    { key: 'useGroupedNotifications', kind: 'switch', label: 'prefs.useGroupedNotifications', group: 'menu' },
  ],
  to: {
    deckColumn: [
      { type: 'notifications', title: 'widget', icon: 'bell', component: () => import('./NotificationsColumn') },
    ],
  },
  services: [{ id: 'notifications.pushSetting', value: () => import('./settings/PushSetting'), component: true }],
  settingsSections: [
    {
      path: 'notifications',
      title: 'settings.title',
      icon: 'bell',
      group: 'basic',
      order: 50,
      signedIn: true,
      page: () => import('./settings/NotificationSettings'),
      keywords: [
        'kind.reaction',
        'kind.mention',
        'kind.follow',
        'settings.from.mutualFollow',
        'markAllRead',
        'settings.push.title',
      ],
    },
  ],
};

export default later;
