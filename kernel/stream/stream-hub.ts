import {
  type ChannelName,
  type ChannelSubscription,
  type Disposable,
  type NoteUpdatedEvent,
  type Readable,
  type StreamClient,
  type StreamResumed,
  type StreamState,
  toDisposable,
} from '@tessera/sdk';
import type { Channels } from 'misskey-js';
import { Stream } from 'misskey-js';
import type { BroadcastEvents } from 'misskey-js/streaming.types.js';
import { Listeners } from '../registries/listeners';

/** Heartbeat period (spec 001 section 9). */
export const HEARTBEAT_MS = 60_000;

/** The part of the document the hub watches. */
export interface VisibilitySource {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface StreamHubOptions {
  /** The server's origin, http(s); the hub connects to ws(s)://…/streaming. */
  origin: string;
  /** The account's token, or null for a visitor. */
  token: string | null;
  /** Another WebSocket class (tests in Node). */
  WebSocket?: unknown;
  now?: () => number;
  /** The document whose visibility drives the catch-up heartbeat. */
  document?: VisibilitySource;
  heartbeatMs?: number;
  /** Called when the server connection drops (the serverDisconnectedBehavior setting acts on it). */
  onDisconnected?: () => void;
}

/**
 * The one streaming connection of an account (spec 001 sections 4, 7, 9), built on misskey-js's
 * Stream, which supplies the wire protocol, the shared channel pool (disposed 3 s after its last
 * user) and re-subscription after a reconnect. The hub adds note capture (`sr`/`un`, re-sent
 * after a reconnect), the heartbeat, and the "resumed" signal carrying the downtime, so views
 * can fetch what they missed.
 */
export class StreamHub implements StreamClient {
  private readonly stream: Stream;
  private readonly stateListeners = new Listeners();
  private readonly captures = new Map<string, Set<(event: NoteUpdatedEvent) => void>>();
  private readonly resumedHandlers = new Set<(resumed: StreamResumed) => void>();
  private readonly now: () => number;
  private disconnectedAt: number | null = null;
  private lastHeartbeat: number;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly onVisibility: () => void;

  readonly state: Readable<StreamState>;

  constructor(private readonly options: StreamHubOptions) {
    this.now = options.now ?? Date.now;
    this.stream = new Stream(options.origin, options.token ? { token: options.token } : null, {
      ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
    });
    this.state = { get: () => this.stream.state, subscribe: this.stateListeners.subscribe };
    this.stream.on('_connected_', () => this.onConnected());
    this.stream.on('_disconnected_', () => {
      this.disconnectedAt = this.now();
      this.stateListeners.notify();
      options.onDisconnected?.();
    });
    this.stream.on('noteUpdated', (event) => {
      for (const handler of [...(this.captures.get(event.id) ?? [])]) handler(event);
    });
    const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.lastHeartbeat = this.now();
    this.timer = setInterval(() => this.heartbeat(), heartbeatMs);
    // Timers of hidden tabs are slowed: beat again on return when a period has passed.
    this.onVisibility = () => {
      if (options.document?.visibilityState === 'visible' && this.now() - this.lastHeartbeat >= heartbeatMs) {
        this.heartbeat();
      }
    };
    options.document?.addEventListener('visibilitychange', this.onVisibility);
  }

  channel<C extends ChannelName>(channel: C, params?: Channels[C]['params']): ChannelSubscription<C> {
    // biome-ignore lint/correctness/useHookAtTopLevel: misskey-js's Stream.useChannel is a method, not a React hook.
    const connection = this.stream.useChannel(channel, params ?? undefined);
    return {
      on: (event, handler) => {
        connection.on(event as never, handler as never);
        return toDisposable(() => connection.off(event as never, handler as never));
      },
      send: (type, body) => connection.send(type as never, body as never),
      dispose: () => connection.dispose(),
    };
  }

  captureNote(noteId: string, handler: (event: NoteUpdatedEvent) => void): Disposable {
    let handlers = this.captures.get(noteId);
    if (!handlers) {
      handlers = new Set();
      this.captures.set(noteId, handlers);
      this.stream.send('sr', { id: noteId });
    }
    handlers.add(handler);
    return toDisposable(() => {
      const set = this.captures.get(noteId);
      set?.delete(handler);
      if (set && set.size === 0) {
        this.captures.delete(noteId);
        this.stream.send('un', { id: noteId });
      }
    });
  }

  onResumed(handler: (resumed: StreamResumed) => void): Disposable {
    this.resumedHandlers.add(handler);
    return toDisposable(() => this.resumedHandlers.delete(handler));
  }

  onBroadcast<K extends keyof BroadcastEvents>(event: K, handler: BroadcastEvents[K]): Disposable {
    this.stream.on(event, handler as never);
    return toDisposable(() => this.stream.off(event, handler as never));
  }

  readNotification(notificationId: string): void {
    this.stream.send('readNotification', { id: notificationId });
  }

  /** Sends the `h` heartbeat now. */
  heartbeat(): void {
    this.lastHeartbeat = this.now();
    if (this.stream.state === 'connected') this.stream.heartbeat();
  }

  close(): void {
    clearInterval(this.timer);
    this.options.document?.removeEventListener('visibilitychange', this.onVisibility);
    this.stream.close();
  }

  private onConnected(): void {
    this.stateListeners.notify();
    if (this.disconnectedAt === null) return;
    const downtimeMs = this.now() - this.disconnectedAt;
    this.disconnectedAt = null;
    // misskey-js re-requests channels; captured notes are ours to re-request.
    for (const noteId of this.captures.keys()) this.stream.send('sr', { id: noteId });
    for (const handler of [...this.resumedHandlers]) handler({ downtimeMs });
  }
}
