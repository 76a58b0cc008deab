import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  // Pages the first view does not show: the router finds them on arrival.
  routes: [
    {
      path: '/my/achievements',
      name: 'achievements',
      loginRequired: true,
      page: () => import('./AchievementsPage'),
    },
  ],
  to: {
    profileTab: [
      {
        name: 'achievements',
        title: 'tab',
        order: 50,
        // Other servers' achievements are not known here.
        visible: (user) => user.host === null,
        component: () => import('./ProfileAchievements'),
      },
    ],
    notificationRenderer: [{ type: 'achievementEarned', component: () => import('./AchievementNotification') }],
  },
};

export default later;
