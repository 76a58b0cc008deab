import type { ExtensionContext } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { considerDonationNotice } from './donation-notice';
import {
  followCurrent,
  setUnreadAnnouncements,
  UnreadAnnouncements,
  unreadAnnouncements,
} from './unread-announcements';

/**
 * Follows the signed-in account's unread announcements (the menu's count, the notices), per
 * account; and shows the notice asking to support Misskey when it is due.
 */
export function activate(ctx: ExtensionContext): void {
  considerDonationNotice(ctx);
  const accounts = ctx.host.accounts;
  let userId: string | null | undefined;
  let stop = () => {};
  const start = () => {
    const account = accounts.current.get();
    if (!account) {
      if (userId !== null) {
        stop();
        setUnreadAnnouncements(null);
      }
      userId = null;
      return;
    }
    if (account.id === userId) {
      // The same account fetched again: the server's list is the truth.
      unreadAnnouncements()?.reset(account.info?.unreadAnnouncements ?? []);
      return;
    }
    stop();
    userId = account.id;
    const tracker = new UnreadAnnouncements(ctx.host);
    setUnreadAnnouncements(tracker);
    const main = ctx.host.stream.channel('main');
    main.on('announcementCreated', ({ announcement }: { announcement: entities.Announcement }) =>
      tracker.arrived(announcement),
    );
    main.on('readAllAnnouncements', () => tracker.allRead());
    const broadcast = ctx.host.stream.onBroadcast('announcementCreated', ({ announcement }) =>
      tracker.arrived(announcement),
    );
    stop = () => {
      main.dispose();
      broadcast.dispose();
    };
  };
  const count = followCurrent((tracker) => tracker.count, 0);
  ctx.services.provide('announcements.unread', count);
  start();
  const unsubscribe = accounts.current.subscribe(start);
  ctx.onDispose(() => {
    unsubscribe();
    stop();
    setUnreadAnnouncements(null);
  });
}
