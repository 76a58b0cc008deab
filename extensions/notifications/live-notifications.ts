import { type ExtensionContext, followStreamCatchUp, type Readable } from '@tessera/sdk';
import type { entities } from 'misskey-js';

// What a new notification sets off (toasts, desktop notifications) loads with the first one,
// or once the first view has settled, not with the app.
const loadArrival = () => import('./notification-arrival');

/** How many arrivals are remembered while waiting to learn whether they stay unread. */
const ARRIVALS_KEPT = 200;

/**
 * Follows the signed-in account's notifications on the main stream (spec 001 sections 3 and 4):
 * the unread count (from `i`, one more per unreadNotification, none after readAllNotifications),
 * the notification sound, toasts while the page is visible (each sending the read signal), and
 * desktop notifications while it is hidden, asking for that permission once when undecided.
 */
export function followNotifications(ctx: ExtensionContext): Readable<number> {
  const listeners = new Set<() => void>();
  const accounts = ctx.host.accounts;
  const account = accounts.current.get();
  const counted = () => accounts.current.get()?.info?.unreadNotificationsCount ?? 0;
  let count = counted();
  const set = (next: number) => {
    if (next === count) return;
    count = next;
    for (const listener of listeners) listener();
  };
  if (account) {
    // The server's count whenever the account is fetched again (at start-up, after a resume).
    const unsubscribe = accounts.current.subscribe(() => set(counted()));
    const main = ctx.host.stream.channel('main');
    // The server's count, fetched again now and then, already holds what came before that fetch:
    // an unread notification adds one only if it arrived after the latest fetch began. One that
    // arrived before this code listened is in the fetch made as it started.
    const arrivedAt = new Map<string, number>();
    let countFetchedAt = Date.now();
    main.on('unreadNotification', (notification: entities.Notification) => {
      const arrived = arrivedAt.get(notification.id);
      arrivedAt.delete(notification.id);
      if (arrived !== undefined && arrived >= countFetchedAt) set(count + 1);
    });
    main.on('readAllNotifications', () => set(0));
    main.on('notificationFlushed', () => set(0));
    main.on('notification', (notification: entities.Notification) => {
      arrivedAt.set(notification.id, Date.now());
      // Those read at once never come back as unread: keep only the latest.
      if (arrivedAt.size > ARRIVALS_KEPT) arrivedAt.delete(arrivedAt.keys().next().value as string);
      ctx.host.sound.play('notification');
      // Whether the page is visible is decided now, not when the code has come.
      const visible = document.visibilityState === 'visible';
      void loadArrival().then((arrival) => arrival.notificationArrived(ctx, notification, visible));
    });
    // Notifications that came while the stream was down, or between the first read of `i` and
    // the main channel's connection on the server, were counted by nobody: the server's count
    // (and with it the account's other unread flags) is read again after every connection, at
    // the catch-up delays, since the channel's connect and the request may reach the server in
    // either order.
    const recount = () => {
      countFetchedAt = Date.now();
      void accounts.refresh().catch(() => {});
    };
    const resumed = followStreamCatchUp(ctx.host.stream, recount);
    let stopAsking = () => {};
    ctx.host.whenSettled(() => void loadArrival().then((arrival) => (stopAsking = arrival.askForDesktopPermission())));
    ctx.onDispose(() => {
      main.dispose();
      resumed.dispose();
      unsubscribe();
      stopAsking();
      void loadArrival().then((arrival) => arrival.clearToasts());
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
