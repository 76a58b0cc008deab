import { EventEmitter } from 'eventemitter3';
import type { entities } from 'misskey-js';
import type { QueueName } from './job-queue-names';

/** A piece of background work, run one at a time in the order queued. */
export interface BackgroundJob {
  /** What it is, for the log when it fails. */
  label: string;
  /** Misskey's queue it belongs to (the control panel lists it there); `db` if left out. */
  queue?: QueueName;
  /** Misskey's name of the job (exportNotes, deleteAccount, a webhook's id...); the label if left out. */
  name?: string;
  /** What the job works on, as the control panel shows it (no secrets). */
  data?: Record<string, unknown>;
  /** How many times it is tried before it counts as failed (1 if left out). */
  attempts?: number;
  /** How long to wait before the next try after the `n`th failed one, in ms. */
  backoff?: (attemptsMade: number) => number;
  /** Runs it; what it resolves to is kept as the job's result. A rejection is a failed try. */
  run(): Promise<unknown> | unknown;
}

/**
 * What happens inside the instance that streams care about. Endpoints emit; streaming channels
 * listen. Payloads are already packed for a neutral viewer; channels check visibility per user.
 */
export interface InstanceEventMap {
  /** A note was created (timelines decide who sees it). */
  noteCreated: [note: { id: string; userId: string }];
  /** An antenna caught a new note. */
  antennaNote: [antennaId: string, noteId: string];
  /** Something happened to a note: reactions, votes, deletion. */
  noteUpdated: [event: { id: string; type: string; body: Record<string, unknown> }];
  /** An event for every streaming connection (announcementCreated, ...). */
  broadcast: [type: string, body: unknown];
  /** An event for one user's main channel. */
  mainEvent: [userId: string, type: string, body: unknown];
  /** An event of a one-to-one chat, for `ownerId`'s chatUser channel with `otherId` (message, deleted, react, unreact). */
  chatUser: [ownerId: string, otherId: string, type: string, body: unknown];
  /** An event of a chat room, for its chatRoom channels (message, deleted, react, unreact). */
  chatRoom: [roomId: string, type: string, body: unknown];
  /** An event for one user's drive channel (fileCreated, folderUpdated, ...). */
  driveEvent: [userId: string, type: string, body: unknown];
  /** A user's registry changed (other devices update). */
  registryUpdated: [userId: string, body: { scope: string[]; key: string; value: unknown }];
  /** A token was revoked: streams opened with it close. */
  tokenRevoked: [token: string];
  /** Work to do in the background once the call that asked for it is written (exports, imports). */
  jobQueued: [job: BackgroundJob];
  /** An event for one user's reversi channel (invited, matched). */
  reversi: [userId: string, type: string, body: unknown];
  /** An event of a reversi game, for its reversiGame channels (log, started, ended, ...). */
  reversiGame: [gameId: string, type: string, body: unknown];
  /** An account was opened (sign-up, a confirmed sign-up link). */
  userCreated: [userId: string];
  /** A report of a user was filed, or resolved (for system webhooks and report recipients). */
  abuseReport: [reportId: string, change: 'filed' | 'resolved'];
  /** The notification list of a user got a new entry. */
  notification: [userId: string, notification: entities.Notification];
}

/**
 * The instance's event bus. While a change is being written (`held`), events wait and go out only
 * once it is written, so a change that fails and rolls back never reaches a stream.
 */
export class InstanceEvents extends EventEmitter<InstanceEventMap> {
  private queue: (() => void)[] | null = null;

  /** Runs `write`; what it emits goes out when it returns, and is dropped if it throws. */
  held<T>(write: () => T): T {
    if (this.queue) return write();
    const queue: (() => void)[] = [];
    this.queue = queue;
    let result: T;
    try {
      result = write();
    } finally {
      this.queue = null;
    }
    for (const send of queue) send();
    return result;
  }

  override emit<K extends keyof InstanceEventMap>(
    event: K,
    ...args: EventEmitter.ArgumentMap<InstanceEventMap>[Extract<K, keyof InstanceEventMap>]
  ): boolean {
    if (this.queue) {
      this.queue.push(() => super.emit(event, ...args));
      return this.listenerCount(event) > 0;
    }
    return super.emit(event, ...args);
  }
}
