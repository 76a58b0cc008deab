import type {
  ActivationEvent,
  DeclaredContributions,
  ExtensionDefinition,
  StreamHandlerContribution,
} from '@tessera/sdk';

/** An extension's activation events, with the deprecated `activation` read as one of them. */
export function activationEventsOf(definition: ExtensionDefinition): readonly ActivationEvent[] {
  const events = definition.activationEvents ?? [];
  switch (definition.activation) {
    case 'atStartup':
      return [...events, { on: 'startup', reason: 'atStartup' }];
    case 'afterFirstView':
      return [...events, { on: 'firstView', reason: 'afterFirstView' }];
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

/** The main-channel events that came for an extension before its `main` listened to them itself. */
export interface StreamWait {
  readonly events: readonly string[];
  readonly queue: { event: string; body: unknown }[];
  /** Events `main` already listens to itself: no longer queued. */
  readonly taken: Set<string>;
  loaded: boolean;
}

/**
 * Listens on an extension's behalf for the main-channel events it declared, until its `main`
 * has loaded: each event is queued and loads `main` (see main-stream-delivery.ts for the rest).
 */
export function waitForStream(
  events: readonly string[],
  load: () => void,
): { wait: StreamWait; handlers: StreamHandlerContribution[] } {
  const wait: StreamWait = { events, queue: [], taken: new Set(), loaded: false };
  const handlers = [...new Set(events)].map((event) => ({
    event,
    handle: (body: unknown) => {
      if (wait.loaded || wait.taken.has(event)) return;
      wait.queue.push({ event, body });
      load();
    },
  }));
  return { wait, handlers };
}
