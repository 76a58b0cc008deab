import { defineExtension } from '@tessera/sdk';
import type {} from './api';

/**
 * Announcements from the server's moderators: /announcements (current and past, read marks),
 * /announcements/{id}, the unread count on the menu entry, and once the first view has settled,
 * dialog announcements as dialogs and banner ones as a banner until read.
 */
export default defineExtension({
  id: 'announcements',
  title: 'Announcements',
  description: 'description',
  version: '1.0.0',
  sdk: '^3.0.0',
  contributesLater: () => import('./later'),
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
