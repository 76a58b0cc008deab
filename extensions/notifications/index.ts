import { defineExtension } from '@tessera/sdk';
import { trackUnreadNotifications } from './unread-count';

/** Notifications: the list at /my/notifications, live, with the unread count on the menu. */
export default defineExtension({
  id: 'notifications',
  title: 'Notifications',
  description: 'Reactions, replies, mentions, renotes, follows and more, as they happen, with an unread count.',
  requires: ['notes'],
  activate(ctx) {
    const badge = trackUnreadNotifications(ctx);
    ctx.routes.add({
      path: '/my/notifications',
      name: 'notifications',
      loginRequired: true,
      page: () => import('./NotificationsPage'),
    });
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
