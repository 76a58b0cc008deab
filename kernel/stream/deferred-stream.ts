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
import type { BroadcastEvents } from 'misskey-js/streaming.types.js';
import { Listeners } from '../registries/listeners';

/** The connection once its code has loaded: a stream client that can also be closed. */
export type LoadedStream = StreamClient & { close(): void };

/**
 * The stream client views use from the first render, while the connection's code (misskey-js's
 * Stream and its reconnecting socket) loads only once the first view is done, so it costs the
 * first note nothing. Until then it records what views ask for (channels with their listeners,
 * captured notes, broadcast listeners) and hands it all to the real connection when it comes.
 * Its first connection then counts as a resume, downtime from the page's start, so views fetch
 * what arrived before it (a note posted or a notification received in the meantime).
 */
export class DeferredStream implements StreamClient {
  private real: LoadedStream | null = null;
  private loading: Promise<void> | null = null;
  private closed = false;
  private readonly stateListeners = new Listeners();
  private readonly pending = new Set<(stream: LoadedStream) => void>();
  private readonly resumedHandlers = new Set<(resumed: StreamResumed) => void>();
  private readonly createdAt: number;

  readonly state: Readable<StreamState> = {
    get: () => this.real?.state.get() ?? 'initializing',
    subscribe: this.stateListeners.subscribe,
  };

  constructor(
    private readonly load: () => Promise<LoadedStream>,
    private readonly now: () => number = Date.now,
  ) {
    this.createdAt = now();
  }

  /** Loads and opens the connection (once; again after a failed load); what was asked for so far goes to it. */
  connect(): Promise<void> {
    this.loading ??= this.load().then((real) => {
      if (this.closed) return real.close();
      this.real = real;
      real.state.subscribe(() => this.stateListeners.notify());
      // Everything before the first connection was missed as surely as during a drop.
      let first = true;
      real.onResumed((resumed) => {
        first = false;
        this.resume(resumed);
      });
      const unsubscribe = real.state.subscribe(() => {
        if (!first || real.state.get() !== 'connected') return;
        first = false;
        unsubscribe();
        this.resume({ downtimeMs: this.now() - this.createdAt });
      });
      for (const hand of [...this.pending]) hand(real);
      this.pending.clear();
      this.stateListeners.notify();
    });
    const loading = this.loading;
    loading.catch(() => {
      if (this.loading === loading) this.loading = null;
    });
    return loading;
  }

  channel<C extends ChannelName>(channel: C, params?: Channels[C]['params']): ChannelSubscription<C> {
    if (this.real) return this.real.channel(channel, params);
    let subscription: ChannelSubscription<C> | null = null;
    const listeners = new Set<{ event: string; handler: unknown; attached?: Disposable }>();
    const sent: [string, unknown][] = [];
    const open = (real: LoadedStream) => {
      const opened = real.channel(channel, params);
      subscription = opened;
      for (const listener of listeners)
        listener.attached = opened.on(listener.event as never, listener.handler as never);
      for (const [type, body] of sent) opened.send(type, body);
    };
    this.pending.add(open);
    return {
      on: (event, handler) => {
        const listener: { event: string; handler: unknown; attached?: Disposable } = { event, handler };
        if (subscription) listener.attached = subscription.on(event, handler);
        listeners.add(listener);
        return toDisposable(() => {
          listeners.delete(listener);
          listener.attached?.dispose();
        });
      },
      send: (type, body) => (subscription ? subscription.send(type, body) : void sent.push([type, body])),
      dispose: () => {
        this.pending.delete(open);
        listeners.clear();
        subscription?.dispose();
      },
    };
  }

  captureNote(noteId: string, handler: (event: NoteUpdatedEvent) => void): Disposable {
    return this.whenReal((real) => real.captureNote(noteId, handler));
  }

  onResumed(handler: (resumed: StreamResumed) => void): Disposable {
    this.resumedHandlers.add(handler);
    return toDisposable(() => this.resumedHandlers.delete(handler));
  }

  onBroadcast<K extends keyof BroadcastEvents>(event: K, handler: BroadcastEvents[K]): Disposable {
    return this.whenReal((real) => real.onBroadcast(event, handler));
  }

  readNotification(notificationId: string): void {
    if (this.real) this.real.readNotification(notificationId);
    else this.pending.add((real) => real.readNotification(notificationId));
  }

  /** Closes the connection, or keeps it from opening. */
  close(): void {
    this.closed = true;
    this.pending.clear();
    this.real?.close();
  }

  private resume(resumed: StreamResumed): void {
    for (const handler of [...this.resumedHandlers]) handler(resumed);
  }

  /** Runs `use` on the connection now, or once it has loaded; disposing before then cancels it. */
  private whenReal(use: (real: LoadedStream) => Disposable): Disposable {
    if (this.real) return use(this.real);
    let used: Disposable | null = null;
    const run = (real: LoadedStream) => {
      used = use(real);
    };
    this.pending.add(run);
    return toDisposable(() => {
      this.pending.delete(run);
      used?.dispose();
    });
  }
}
