import { defineExtension } from '@tessera/sdk';
import type {} from './api';

/**
 * Announcements from the server's moderators: /announcements (current and past, read marks),
 * /announcements/{id}, the unread count on the menu entry, and once the first view has settled,
 * dialog announcements as dialogs and banner ones as a banner until read; now and then, a notice
 * asking to support the Misskey project (its code and strings load only when it shows).
 */
export default defineExtension({
  id: 'announcements',
  title: 'Announcements',
  description: 'description',
  version: '1.1.0',
  sdk: '^3.0.0',
  contributesLater: () => import('./later'),
  // Per device, as Misskey keeps them: when the donation notice was last closed, and "never again".
  preferences: {
    'announcements.latestDonationInfoShownAt': { default: null, deviceOnly: true },
    'announcements.neverShowDonationInfo': { default: false, deviceOnly: true },
  },
  contributes: {
    menu: {
      main: [
        {
          id: 'announcements',
          title: 'menu',
          icon: 'info',
          to: '/announcements',
          order: 55,
          badge: 'announcements.unread',
        },
      ],
    },
    overlays: [{ id: 'announcement-notices', component: () => import('./AnnouncementNotices') }],
  },
  main: () => import('./main'),
  // The account's unread dialog and banner announcements show over whatever page is open.
  activationEvents: [{ on: 'firstView', reason: 'unread announcements show on any page' }],
});
