import type { ExtensionContext, Readable } from '@tessera/sdk';

/**
 * The signed-in account's unread notification count: it starts from the account's `i` answer
 * and follows the main stream (unreadNotification adds one, readAllNotifications clears it).
 * New notifications also play the notification sound. Visitors always have zero.
 */
export function trackUnreadNotifications(ctx: ExtensionContext): Readable<number> {
  const listeners = new Set<() => void>();
  const account = ctx.host.accounts.current.get();
  let count = account?.info?.unreadNotificationsCount ?? 0;
  const set = (next: number) => {
    if (next === count) return;
    count = next;
    for (const listener of listeners) listener();
  };
  if (account) {
    const main = ctx.host.stream.channel('main');
    main.on('unreadNotification', () => set(count + 1));
    main.on('readAllNotifications', () => set(0));
    main.on('notification', () => ctx.host.sound.play('notification'));
    ctx.onDispose(() => main.dispose());
  }
  return {
    get: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
