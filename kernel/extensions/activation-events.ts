import type {
  ActivationEvent,
  ChannelName,
  ChannelSubscription,
  DeclaredContributions,
  ExtensionDefinition,
  StreamClient,
  StreamHandlerContribution,
  TesseraHost,
} from '@tessera/sdk';

/** An extension's activation events, with the deprecated `activation` read as one of them. */
export function activationEventsOf(definition: ExtensionDefinition): readonly ActivationEvent[] {
  const events = definition.activationEvents ?? [];
  switch (definition.activation) {
    case 'atStartup':
      return [...events, { on: 'startup', reason: "declared with activation: 'atStartup'" }];
    case 'afterFirstView':
      return [...events, { on: 'firstView', reason: "declared with activation: 'afterFirstView'" }];
    default:
      return events;
  }
}

/**
 * The declared routes whose opening is an activation event, with a page that loads `main`
 * alongside its own code (a failing main does not keep the page from showing).
 */
export function withRouteActivation(
  declared: DeclaredContributions,
  events: readonly ActivationEvent[],
  loadMain: () => Promise<void>,
): DeclaredContributions {
  const paths = events.flatMap((e) => (e.on === 'route' ? [e.path] : []));
  if (paths.length === 0 || !declared.routes) return declared;
  const all = paths.includes(undefined);
  return {
    ...declared,
    routes: declared.routes.map((route) => {
      const { page } = route;
      if (!page || !(all || paths.includes(route.path))) return route;
      return {
        ...route,
        page: async () => (await Promise.all([page(), loadMain().catch(() => {})]))[0],
      };
    }),
  };
}

type MainChannel = ChannelSubscription<'main'>;
type Handler = (body: unknown) => void;

/**
 * Listens on an extension's behalf for the main-channel events it declared, until its `main`
 * has loaded: the first event loads it, and the events that came meanwhile are handed, in order,
 * to the handlers `main` registered for them on the main channel.
 */
export class MainStreamActivation {
  private readonly queue: { event: string; body: unknown }[] = [];
  /** The handlers `main` registered on the main channel for a watched event. */
  private readonly registered: { event: string; handler: Handler; live: boolean }[] = [];
  /** Events `main` already listens to itself: the host stops queueing them. */
  private readonly taken = new Set<string>();
  private loaded = false;

  constructor(
    private readonly events: readonly string[],
    private readonly report: (error: unknown) => void,
  ) {}

  /** The stream handlers that listen on the extension's behalf, each loading `main` with `load`. */
  handlers(load: () => void): StreamHandlerContribution[] {
    return [...new Set(this.events)].map((event) => ({
      event,
      handle: (body) => {
        if (this.loaded || this.taken.has(event)) return;
        this.queue.push({ event, body });
        load();
      },
    }));
  }

  /** Hands the queued events to the handlers `main` registered; afterwards `main` hears them itself. */
  delivered(): void {
    this.loaded = true;
    for (const { event, body } of this.queue.splice(0)) {
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
          if (name !== 'main' || params !== undefined || this.loaded) return subscription;
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
        if (this.loaded || !this.events.includes(event)) return listening;
        this.taken.add(event);
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
