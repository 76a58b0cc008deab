import type { Readable, TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/**
 * The signed-in account's unread announcements: from `i` (unreadAnnouncements), plus those that
 * arrive (announcementCreated on the broadcast, or on the main channel for one person), minus
 * those read here or elsewhere (readAllAnnouncements).
 */
export class UnreadAnnouncements {
  private items: readonly entities.Announcement[];
  private readonly listeners = new Set<() => void>();

  /** The unread ones, newest first. */
  readonly list: Readable<readonly entities.Announcement[]> = {
    get: () => this.items,
    subscribe: (listener) => {
      this.listeners.add(listener);
      return () => this.listeners.delete(listener);
    },
  };

  /** How many there are. */
  readonly count: Readable<number> = {
    get: () => this.items.length,
    subscribe: (listener) => this.list.subscribe(listener),
  };

  constructor(private readonly host: TesseraHost) {
    this.items = host.accounts.current.get()?.info?.unreadAnnouncements ?? [];
  }

  private set(items: readonly entities.Announcement[]): void {
    this.items = items;
    for (const listener of this.listeners) listener();
  }

  /** The server's list again (after `i` was fetched anew). */
  reset(items: readonly entities.Announcement[]): void {
    this.set(items);
  }

  /** A new one arrived; silent ones never count as unread. */
  arrived(announcement: entities.Announcement): void {
    if (announcement.silence || this.items.some((a) => a.id === announcement.id)) return;
    this.set([announcement, ...this.items]);
  }

  /** Marks one read on the server and here. */
  async read(announcementId: string): Promise<void> {
    await this.host.api.call('i/read-announcement', { announcementId });
    this.set(this.items.filter((a) => a.id !== announcementId));
  }

  /** Everything was read (another device, or the last one here). */
  allRead(): void {
    this.set([]);
  }
}

let current: UnreadAnnouncements | null = null;
const watchers = new Set<() => void>();

/** The tracker of the signed-in account, once the extension's code has started. */
export function unreadAnnouncements(): UnreadAnnouncements | null {
  return current;
}

/** Sets the tracker (main does, per account) and tells views that follow it. */
export function setUnreadAnnouncements(tracker: UnreadAnnouncements | null): void {
  current = tracker;
  for (const watcher of watchers) watcher();
}

/**
 * One readable of whichever tracker is current, with a value for when there is none: views and
 * the menu's count shown before main started (or across a change of account) follow it.
 */
export function followCurrent<T>(pick: (tracker: UnreadAnnouncements) => Readable<T>, none: T): Readable<T> {
  return {
    get: () => (current ? pick(current).get() : none),
    subscribe: (listener) => {
      let inner = current ? pick(current).subscribe(listener) : () => {};
      const watcher = () => {
        inner();
        inner = current ? pick(current).subscribe(listener) : () => {};
        listener();
      };
      watchers.add(watcher);
      return () => {
        inner();
        watchers.delete(watcher);
      };
    },
  };
}
