import type { WebSocket } from 'ws';
import { appTokenMayUse } from '../permissions';
import type { ChannelDefinition, ChannelInstance } from './channel';

/** Connection-level messages beyond channels (note capture, readNotification). */
export interface ConnectionFeature {
  /** Handles a message of the connection; returns whether it did. */
  receive(type: string, body: Record<string, unknown>): boolean;
  dispose(): void;
}

/** Builds a connection's features once it is open. */
export type FeatureFactory = (connection: {
  userId: string | null;
  send(type: string, body: unknown): void;
}) => ConnectionFeature;

/** The most channels one connection may have open (Misskey's web client needs a handful). */
export const MAX_CHANNELS_PER_CONNECTION = 64;

/** Who opened a connection: the user (null for a visitor) and, for an app token, what it may do. */
export interface StreamCaller {
  userId: string | null;
  /** The app token's permissions; null for a native token or a visitor. */
  permission: readonly string[] | null;
}

interface Subscription {
  channel: string;
  instance: ChannelInstance;
}

/**
 * One client's streaming connection, speaking Misskey's wire protocol: the client sends
 * `{type:'connect', body:{channel,id,params,pong}}`, `{type:'disconnect', body:{id}}` and
 * `{type:'ch', body:{id,type,body}}`; `h` is a heartbeat and `ping` is answered with `pong`.
 * A channel the caller may not open (a visitor on a credential-only channel, an app token without
 * the channel's kind) is refused silently, as Misskey refuses it: no `connected`, no events.
 */
export class StreamConnection {
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly features: ConnectionFeature[];
  readonly userId: string | null;
  private readonly permission: readonly string[] | null;

  constructor(
    private readonly socket: WebSocket,
    private readonly channels: ReadonlyMap<string, ChannelDefinition>,
    caller: StreamCaller,
    features: readonly FeatureFactory[] = [],
    /** The token the connection was opened with, so revoking it can close the connection. */
    readonly token: string | null = null,
  ) {
    this.userId = caller.userId;
    this.permission = caller.permission;
    this.features = features.map((make) => make(this));
    socket.on('message', (data, isBinary) => {
      if (!isBinary) this.receive(data.toString());
    });
    socket.on('close', () => this.dispose());
  }

  /** Ends the connection from the server's side (a revoked token, shutdown). */
  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  /** Sends a connection-level event such as `noteUpdated`. */
  send(type: string, body: unknown): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify({ type, body }));
  }

  /** Handles one text frame from the client. */
  receive(text: string): void {
    if (text === 'h') return;
    if (text === 'ping') {
      this.socket.send('pong');
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return; // Misskey ignores what it cannot parse; so do we.
    }
    if (typeof message !== 'object' || message === null) return;
    const { type, body } = message as { type?: unknown; body?: unknown };
    if (typeof body !== 'object' || body === null) return;
    const b = body as Record<string, unknown>;
    switch (type) {
      case 'connect':
        this.connect(b);
        break;
      case 'disconnect':
        if (typeof b.id === 'string') this.disconnect(b.id);
        break;
      case 'ch':
      case 'channel':
        if (typeof b.id === 'string' && typeof b.type === 'string') {
          this.subscriptions.get(b.id)?.instance.onMessage?.(b.type, b.body);
        }
        break;
      default:
        if (typeof type === 'string') this.features.some((f) => f.receive(type, b));
    }
  }

  private connect(body: Record<string, unknown>): void {
    const { channel, id, pong } = body;
    if (typeof channel !== 'string' || typeof id !== 'string') return;
    if (pong !== undefined && pong !== null && typeof pong !== 'boolean') return;
    const definition = this.channels.get(channel);
    if (!definition) return;
    if (definition.requireCredential && this.userId === null) return;
    if (this.permission && !appTokenMayUse(this.permission, definition)) return;
    this.disconnect(id);
    // Each channel costs work on every event; past the cap a connection gets no more of them.
    if (this.subscriptions.size >= MAX_CHANNELS_PER_CONNECTION) return;
    const params =
      typeof body.params === 'object' && body.params !== null ? (body.params as Record<string, unknown>) : {};
    const instance = definition.open(
      params,
      { send: (t, b) => this.send('channel', { id, type: t, body: b }) },
      this.userId,
    );
    this.subscriptions.set(id, { channel, instance });
    // Misskey confirms a connect only when asked to (`pong: true`).
    if (pong === true) this.send('connected', { id });
  }

  private disconnect(id: string): void {
    this.subscriptions.get(id)?.instance.dispose();
    this.subscriptions.delete(id);
  }

  private dispose(): void {
    for (const id of [...this.subscriptions.keys()]) this.disconnect(id);
    for (const feature of this.features) feature.dispose();
  }
}
