import type { ChannelName, ChannelSubscription, StreamClient, TesseraHost } from '@tessera/sdk';
import type { StreamWait } from './activation-events';

type MainChannel = ChannelSubscription<'main'>;
type Handler = (body: unknown) => void;

/**
 * Hands the main-channel events that came while an extension's `main` loaded to the handlers
 * `main` registers for them, in order, so none is lost. Loaded with such a `main`, not before.
 */
export class MainStreamDelivery {
  /** The handlers `main` registered on the main channel for a watched event. */
  private readonly registered: { event: string; handler: Handler; live: boolean }[] = [];

  constructor(
    private readonly wait: StreamWait,
    private readonly report: (error: unknown) => void,
  ) {}

  /** Hands the queued events to the handlers `main` registered; afterwards `main` hears them itself. */
  delivered(): void {
    this.wait.loaded = true;
    for (const { event, body } of this.wait.queue.splice(0)) {
      for (const entry of this.registered) {
        if (!entry.live || entry.event !== event) continue;
        try {
          entry.handler(body);
        } catch (error) {
          this.report(error);
        }
      }
    }
    this.registered.length = 0;
  }

  /** The host `main` gets: the same, except that its main-channel handlers are noted for delivery. */
  hostFor(host: TesseraHost): TesseraHost {
    return new Proxy(host, {
      get: (target, key) => (key === 'stream' ? this.streamFor(target.stream) : Reflect.get(target, key)),
    });
  }

  private streamFor(stream: StreamClient): StreamClient {
    return new Proxy(stream, {
      get: (target, key) => {
        if (key !== 'channel') {
          const value: unknown = Reflect.get(target, key);
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return <C extends ChannelName>(name: C, params?: unknown) => {
          const subscription = target.channel(name, params as never);
          if (name !== 'main' || params !== undefined || this.wait.loaded) return subscription;
          return this.noting(subscription as unknown as MainChannel) as unknown as ChannelSubscription<C>;
        };
      },
    });
  }

  private noting(subscription: MainChannel): MainChannel {
    const mine: { live: boolean }[] = [];
    return {
      on: (event, handler) => {
        const listening = subscription.on(event, handler);
        if (this.wait.loaded || !this.wait.events.includes(event)) return listening;
        this.wait.taken.add(event);
        const entry = { event, handler: handler as Handler, live: true };
        this.registered.push(entry);
        mine.push(entry);
        return {
          dispose: () => {
            entry.live = false;
            listening.dispose();
          },
        };
      },
      send: (type, body) => subscription.send(type, body),
      dispose: () => {
        for (const entry of mine) entry.live = false;
        subscription.dispose();
      },
    };
  }
}
