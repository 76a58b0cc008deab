import { type ExtensionContext, type I18nParams, mfmToPlainTextLater } from '@tessera/sdk';
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
 * A new notification (spec 001 section 4): a toast while the page is visible (not on the
 * notifications page, where it arrives in the list), sending the read signal; a desktop
 * notification while it is hidden.
 */
export function notificationArrived(
  ctx: ExtensionContext,
  notification: entities.Notification,
  visible: boolean,
): void {
  if (visible) {
    if (onNotificationsPage(ctx)) return;
    notificationToasts.push(notification);
    if (sendsReadSignal(notification)) ctx.host.stream.readNotification(notification.id);
    return;
  }
  const t = (key: string, params?: I18nParams) => ctx.host.i18n.t(`notifications.${key}`, params);
  void showDesktopNotification(notificationSummary(t, notification as NotificationFields), notification);
}

/** Takes every toast away (the extension is switched off). */
export function clearToasts(): void {
  notificationToasts.clear();
}

function onNotificationsPage(ctx: ExtensionContext): boolean {
  try {
    return ctx.host.router.current().pattern === NOTIFICATIONS_PATH;
  } catch {
    return false; // the router is not up yet
  }
}

async function showDesktopNotification(title: string, notification: entities.Notification): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const n = notification as NotificationFields;
  // A note's words as a summary: its MFM as plain text.
  const body = n.body ?? (n.note?.text ? (await mfmToPlainTextLater(n.note.text)).slice(0, 140) : undefined);
  const icon = n.icon ?? n.user?.avatarUrl ?? undefined;
  new Notification(title, { tag: notification.id, ...(body ? { body } : {}), ...(icon ? { icon } : {}) });
}

/**
 * Browsers only ask for permission after a user gesture, so the question waits for the first
 * click or key press while it is undecided, and is asked once.
 */
export function askForDesktopPermission(): () => void {
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
