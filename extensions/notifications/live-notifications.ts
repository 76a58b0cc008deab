import type { ExtensionContext, I18nParams, Readable } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type NotificationFields, notificationSummary } from './notification-types';
import { notificationToasts } from './toast-queue';

/** The notifications page, where new notifications arrive in the list instead of as toasts. */
const NOTIFICATIONS_PATH = '/my/notifications';

/**
 * Whether showing a notification tells the server it was read: not for test notifications and
 * not for those the client made itself (their ids are the client's own).
 */
export const sendsReadSignal = (n: entities.Notification): boolean => n.type !== 'test' && !n.id.startsWith('client:');

/**
 * Follows the signed-in account's notifications on the main stream (spec 001 sections 3 and 4):
 * the unread count (from `i`, one more per unreadNotification, none after readAllNotifications),
 * the notification sound, toasts while the page is visible (each sending the read signal), and
 * desktop notifications while it is hidden, asking for that permission once when undecided.
 */
export function followNotifications(ctx: ExtensionContext): Readable<number> {
  const listeners = new Set<() => void>();
  const account = ctx.host.accounts.current.get();
  let count = account?.info?.unreadNotificationsCount ?? 0;
  const set = (next: number) => {
    if (next === count) return;
    count = next;
    for (const listener of listeners) listener();
  };
  if (account) {
    const t = (key: string, params?: I18nParams) => ctx.host.i18n.t(`notifications.${key}`, params);
    const main = ctx.host.stream.channel('main');
    main.on('unreadNotification', () => set(count + 1));
    main.on('readAllNotifications', () => set(0));
    main.on('notification', (notification: entities.Notification) => {
      ctx.host.sound.play('notification');
      if (document.visibilityState === 'visible') {
        if (onNotificationsPage(ctx)) return;
        notificationToasts.push(notification);
        if (sendsReadSignal(notification)) ctx.host.stream.readNotification(notification.id);
      } else {
        showDesktopNotification(notificationSummary(t, notification as NotificationFields), notification);
      }
    });
    const stopAsking = askForDesktopPermission();
    ctx.onDispose(() => {
      main.dispose();
      stopAsking();
      notificationToasts.clear();
    });
  }
  return {
    get: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function onNotificationsPage(ctx: ExtensionContext): boolean {
  try {
    return ctx.host.router.current().pattern === NOTIFICATIONS_PATH;
  } catch {
    return false; // the router is not up yet
  }
}

function showDesktopNotification(title: string, notification: entities.Notification): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const n = notification as NotificationFields;
  const body = n.body ?? (n.note?.text ? n.note.text.slice(0, 140) : undefined);
  const icon = n.icon ?? n.user?.avatarUrl ?? undefined;
  new Notification(title, { tag: notification.id, ...(body ? { body } : {}), ...(icon ? { icon } : {}) });
}

/**
 * Browsers only ask for permission after a user gesture, so the question waits for the first
 * click or key press while it is undecided, and is asked once.
 */
function askForDesktopPermission(): () => void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return () => {};
  const ask = () => {
    stop();
    if (Notification.permission === 'default') void Notification.requestPermission().catch(() => {});
  };
  const stop = () => {
    window.removeEventListener('pointerdown', ask, true);
    window.removeEventListener('keydown', ask, true);
  };
  window.addEventListener('pointerdown', ask, true);
  window.addEventListener('keydown', ask, true);
  return stop;
}
