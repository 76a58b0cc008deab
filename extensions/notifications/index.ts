import { defineContributionPoint, defineExtension, type MenuItemContribution } from '@tessera/sdk';
import type {} from '../deck/api';
import type {} from './api';
import { BUILTIN_TYPES } from './builtin-types';

const builtin = () => import('./BuiltinNotification');
const menuItem: Omit<MenuItemContribution<'main' | 'navbar'>, 'slot'> = {
  id: 'notifications',
  title: 'menu',
  icon: 'bell',
  to: '/my/notifications',
  order: 10,
  badge: 'notifications.unreadCount',
  visible: (_, viewer) => viewer.signedIn,
};

/** Notifications: the list at /my/notifications, live, with toasts and the unread count on the menu. */
export default defineExtension({
  id: 'notifications',
  title: 'Notifications',
  description: 'description',
  requires: ['notes'],
  uses: ['deck'],
  version: '1.0.0',
  sdk: '^2.0.0',
  contributes: {
    points: [defineContributionPoint('notificationRenderer', { components: ['component'] })],
    routes: [
      {
        path: '/my/notifications',
        name: 'notifications',
        loginRequired: true,
        page: () => import('./NotificationsPage'),
      },
    ],
    // Every built-in type is a renderer contribution, like those other extensions add for theirs.
    to: {
      notificationRenderer: BUILTIN_TYPES.map((type) => ({ type, component: builtin })),
    },
    overlays: [{ id: 'notification-toasts', component: () => import('./NotificationToasts') }],
    widgets: [
      { name: 'notifications', title: 'widget', icon: 'bell', component: () => import('./NotificationsWidget') },
    ],
    menu: { main: [menuItem], navbar: [menuItem] },
  },
  // The unread count, the sound, toasts and desktop notifications follow the main stream.
  contributesLater: () => import('./later'),
  main: () => import('./main'),
  // At start-up: its main-channel listeners must be asked for before the stream first connects,
  // or a notification arriving meanwhile would come without its toast and sound (loaded after
  // the first view, one reply in three missed its toast in the end-to-end test).
  activation: 'atStartup',
});
