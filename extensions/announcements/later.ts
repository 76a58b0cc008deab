import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when an address or a menu asks. */
const later: DeclaredContributions = {
  // Settings > Preferences: the donation request can be turned off (and back on) there too.
  preferenceSettings: [
    {
      key: 'announcements.neverShowDonationInfo',
      kind: 'switch',
      label: 'prefs.neverShowDonationInfo',
      group: 'title',
    },
  ],
  // Pages the first view does not show: the router finds them on arrival.
  routes: [
    { path: '/announcements', name: 'announcements', page: () => import('./AnnouncementsPage') },
    { path: '/announcements/:announcementId', name: 'announcement', page: () => import('./AnnouncementPage') },
  ],
};

export default later;
