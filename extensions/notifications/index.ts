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
  version: '1.3.0',
  sdk: '^3.3.0',
  preferences: {
    useGroupedNotifications: { default: true },
  },
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
  // When the account has unread notifications (the menu's count), or a notification event comes:
  // the host listens on the main channel from the start and hands what came while the code loaded
  // to its handlers, so no notification comes without its toast and sound.
  activationEvents: [
    { on: 'accountFlag', flag: 'hasUnreadNotification' },
    { on: 'mainStream', event: 'notification' },
    { on: 'mainStream', event: 'unreadNotification' },
    { on: 'mainStream', event: 'readAllNotifications' },
    { on: 'mainStream', event: 'notificationFlushed' },
  ],
});
