import type { Channels } from 'misskey-js';
import type { BroadcastEvents, NoteUpdatedEvent as MisskeyNoteUpdatedEvent } from 'misskey-js/streaming.types.js';
import type { Disposable } from './disposable';
import type { Readable } from './readable';

/** A streaming channel name (main, homeTimeline, ...). */
export type ChannelName = keyof Channels;
/** The events a channel sends, with their handler types. */
export type ChannelEvents<C extends ChannelName> = Channels[C]['events'];

/** The connection's state. */
export type StreamState = 'initializing' | 'connected' | 'reconnecting';

/** What a subscriber learns when the connection comes back after a drop. */
export interface StreamResumed {
  /** How long the connection was down, in milliseconds. */
  downtimeMs: number;
}

/** One use of a channel. Dispose it when the view that needs it goes away. */
export interface ChannelSubscription<C extends ChannelName> extends Disposable {
  /** Listens to one event of the channel. */
  on<K extends keyof ChannelEvents<C> & string>(event: K, handler: ChannelEvents<C>[K]): Disposable;
  /** Sends a message on the channel (`ch`). */
  send(type: string, body?: unknown): void;
}

/** The streaming connection to the server, shared by every view. */
export interface StreamClient {
  readonly state: Readable<StreamState>;
  /**
   * Uses a channel. Without params the subscription shares one server-side connection with every
   * other user of that channel (connected with the first, disconnected 3 s after the last).
   */
  channel<C extends ChannelName>(channel: C, params?: Channels[C]['params']): ChannelSubscription<C>;
  /** Follows a note's updates (reactions, votes, deletion) while the returned disposable lives. */
  captureNote(noteId: string, handler: (event: NoteUpdatedEvent) => void): Disposable;
  /** Called after every reconnect, so views can fetch what they missed while it was down. */
  onResumed(handler: (resumed: StreamResumed) => void): Disposable;
  /** Listens to a connection-wide event (emojiAdded, announcementCreated, ...). */
  onBroadcast<K extends keyof BroadcastEvents>(event: K, handler: BroadcastEvents[K]): Disposable;
  /** Tells the server the user has seen a notification (a toast showed it). */
  readNotification(notificationId: string): void;
}

/** A live update of a captured note: reacted, unreacted, pollVoted or deleted (misskey-js's type). */
export type NoteUpdatedEvent = MisskeyNoteUpdatedEvent;
