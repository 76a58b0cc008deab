import type { InstanceEventMap, InstanceEvents } from '../events';
import type { Kind } from '../permissions';

/** What a channel may send back to its subscriber. */
export interface ChannelSink {
  /** Sends `{ type: 'channel', body: { id, type, body } }` for this subscription. */
  send(type: string, body: unknown): void;
}

/** A live subscription to a channel, created per `connect` message. */
export interface ChannelInstance {
  /** Handles a `ch` message from the client. */
  onMessage?(type: string, body: unknown): void;
  dispose(): void;
}

/** A streaming channel (main, homeTimeline, ...), declared as Misskey declares it. */
export interface ChannelDefinition {
  name: string;
  /** A visitor's `connect` is ignored. */
  requireCredential: boolean;
  /**
   * The permission an app token needs to open the channel (Misskey's `kind`); without it the
   * `connect` is ignored, as Misskey ignores it. With null, an app token may open the channel
   * only if it needs no credential.
   */
  kind: Kind | null;
  open(params: Record<string, unknown>, sink: ChannelSink, userId: string | null): ChannelInstance;
}

/** Handlers of the instance's events, by event name. */
export type InstanceEventHandlers = {
  [K in keyof InstanceEventMap]?: (...args: InstanceEventMap[K]) => void;
};

/**
 * A subscription that listens to the instance's events for as long as it lives: the handlers are
 * removed when it is disposed. `onMessage` takes the client's messages on the channel.
 */
export function listening(
  events: InstanceEvents,
  handlers: InstanceEventHandlers,
  onMessage?: ChannelInstance['onMessage'],
): ChannelInstance {
  const entries = Object.entries(handlers) as [keyof InstanceEventMap, (...args: unknown[]) => void][];
  for (const [event, handler] of entries) events.on(event, handler as never);
  return {
    ...(onMessage ? { onMessage } : {}),
    dispose() {
      for (const [event, handler] of entries) events.off(event, handler as never);
    },
  };
}

/** The instance events addressed to one user: [userId, type, body]. */
type PerUserEvent = {
  [K in keyof InstanceEventMap]: InstanceEventMap[K] extends [string, string, unknown] ? K : never;
}[keyof InstanceEventMap];

/**
 * A channel that passes on one kind of per-user event to that user (the drive's changes, reversi
 * invitations and matches), as `type` and `body`; app tokens need read:account, as in Misskey.
 */
export function perUserChannel(
  instance: { events: InstanceEvents },
  name: string,
  event: PerUserEvent,
): ChannelDefinition {
  return {
    name,
    requireCredential: true,
    kind: 'read:account',
    open(_params, sink, userId) {
      const onEvent = (target: string, type: string, body: unknown) => {
        if (target === userId) sink.send(type, body);
      };
      return listening(instance.events, { [event]: onEvent } as InstanceEventHandlers);
    },
  };
}
