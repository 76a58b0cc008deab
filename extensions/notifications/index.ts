import { defineExtension } from '@tessera/sdk';
import { followNotifications } from './live-notifications';
import { BUILTIN_TYPES } from './notification-types';

/** Notifications: the list at /my/notifications, live, with toasts and the unread count on the menu. */
export default defineExtension({
  id: 'notifications',
  title: 'Notifications',
  description: 'Reactions, replies, mentions, renotes, follows and more, as they happen, with an unread count.',
  requires: ['notes'],
  activate(ctx) {
    const badge = followNotifications(ctx);
    ctx.routes.add({
      path: '/my/notifications',
      name: 'notifications',
      loginRequired: true,
      page: () => import('./NotificationsPage'),
    });
    // Every built-in type is a renderer contribution, like those other extensions add for theirs.
    const builtin = () => import('./BuiltinNotification');
    for (const type of BUILTIN_TYPES) ctx.contribute('notificationRenderer', { type, component: builtin });
    ctx.contribute('overlay', { id: 'notification-toasts', component: () => import('./NotificationToasts') });
    const item = {
      id: 'notifications',
      title: 'menu',
      icon: 'bell',
      to: '/my/notifications',
      order: 10,
      badge,
      visible: (_: unknown, viewer: { signedIn: boolean }) => viewer.signedIn,
    };
    ctx.widgets.add({
      name: 'notifications',
      title: 'widget',
      icon: 'bell',
      component: () => import('./NotificationsWidget'),
    });
    ctx.menu.add('main', item);
    ctx.menu.add('navbar', item);
  },
});
