import type { Disposable, Readable, TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/**
 * Which antennas caught notes the person has not read. Misskey no longer keeps this (it sends
 * hasUnreadNote as false), so the client does: the newest note id read per antenna, kept on the
 * device for the account (`antennas.seen`), against each antenna's newest note when the app starts and as notes arrive on the
 * antennas' channels. A server that still sends unreadAntenna on the main channel is heard too.
 */
export class AntennaUnread {
  private readonly seen: Record<string, string>;
  private readonly unread = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly viewing = new Map<string, number>();
  private readonly subscriptions = new Map<string, Disposable>();
  private snapshot: ReadonlySet<string> = new Set();

  /** The ids of antennas with unread notes. */
  readonly unreadIds: Readable<ReadonlySet<string>> = {
    get: () => this.snapshot,
    subscribe: (listener) => {
      this.listeners.add(listener);
      return () => this.listeners.delete(listener);
    },
  };

  /** For the signed-in account: the store keeps the marks per account (switching accounts reloads). */
  constructor(private readonly host: TesseraHost) {
    this.seen = { ...(host.preferences.get('antennas.seen') ?? {}) };
  }

  private changed(): void {
    this.snapshot = new Set(this.unread);
    for (const listener of this.listeners) listener();
  }

  private save(): void {
    try {
      this.host.preferences.set('antennas.seen', { ...this.seen });
    } catch {
      // A full or blocked storage only costs the marks after a reload.
    }
  }

  private running: Promise<void> | null = null;

  /** Asks for the antennas and each one's newest note, and follows their channels. */
  refresh(): Promise<void> {
    const run = this.check().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  /**
   * The same, or the refresh under way when there is one (its list was asked for just now): the
   * antennas page, opened first, joins the start's instead of asking for everything again. After
   * a change (an antenna made) use `refresh`, whose list is read after it.
   */
  joinRefresh(): Promise<void> {
    return this.running ?? this.refresh();
  }

  private async check(): Promise<void> {
    const antennas = await this.host.api.call('antennas/list', {});
    const ids = new Set(antennas.map((a) => a.id));
    for (const [id, subscription] of this.subscriptions) {
      if (!ids.has(id)) {
        subscription.dispose();
        this.subscriptions.delete(id);
        this.unread.delete(id);
      }
    }
    await Promise.all(
      antennas.map(async (antenna) => {
        this.follow(antenna);
        const [newest] = await this.host.api.call('antennas/notes', { antennaId: antenna.id, limit: 1 });
        if (newest && !this.viewing.has(antenna.id) && newest.id > (this.seen[antenna.id] ?? '')) {
          this.unread.add(antenna.id);
        }
      }),
    );
    this.changed();
  }

  private follow(antenna: entities.Antenna): void {
    if (this.subscriptions.has(antenna.id)) return;
    const channel = this.host.stream.channel('antenna', { antennaId: antenna.id });
    channel.on('note', (note: entities.Note) => this.caught(antenna.id, note.id));
    this.subscriptions.set(antenna.id, channel);
  }

  /** A note an antenna caught: read at once when its timeline is open, unread otherwise. */
  caught(antennaId: string, noteId?: string): void {
    if (this.viewing.has(antennaId)) {
      if (noteId) this.markRead(antennaId, noteId);
      return;
    }
    this.host.sound.play('antenna');
    if (!this.unread.has(antennaId)) {
      this.unread.add(antennaId);
      this.changed();
    }
  }

  /** Marks an antenna read up to a note (its timeline showed it). */
  markRead(antennaId: string, newestNoteId: string | undefined): void {
    if (newestNoteId && newestNoteId > (this.seen[antennaId] ?? '')) {
      this.seen[antennaId] = newestNoteId;
      this.save();
    }
    if (this.unread.delete(antennaId)) this.changed();
  }

  /** While an antenna's timeline is open its notes count as read; dispose when it closes. */
  view(antennaId: string): Disposable {
    this.viewing.set(antennaId, (this.viewing.get(antennaId) ?? 0) + 1);
    if (this.unread.delete(antennaId)) this.changed();
    return {
      dispose: () => {
        const left = (this.viewing.get(antennaId) ?? 1) - 1;
        if (left > 0) this.viewing.set(antennaId, left);
        else this.viewing.delete(antennaId);
      },
    };
  }

  /** Stops following the channels. */
  dispose(): void {
    for (const subscription of this.subscriptions.values()) subscription.dispose();
    this.subscriptions.clear();
  }
}

let current: AntennaUnread | null = null;
const watchers = new Set<() => void>();
let unwatch = () => {};
const NONE: ReadonlySet<string> = new Set();

/** The tracker of the signed-in account, once the extension's code has started. */
export function antennaUnread(): AntennaUnread | null {
  return current;
}

/**
 * The unread antenna ids of whichever tracker is current: views that showed before the tracker
 * started (a page opened at boot) follow it once it starts.
 */
export const currentUnreadIds: Readable<ReadonlySet<string>> = {
  get: () => current?.unreadIds.get() ?? NONE,
  subscribe: (listener) => {
    watchers.add(listener);
    return () => watchers.delete(listener);
  },
};

/** Sets the tracker (the extension's main does, once per account). */
export function setAntennaUnread(tracker: AntennaUnread | null): void {
  unwatch();
  current = tracker;
  const tell = () => {
    for (const watcher of watchers) watcher();
  };
  unwatch = tracker ? tracker.unreadIds.subscribe(tell) : () => {};
  tell();
}
