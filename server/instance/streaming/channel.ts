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

/** A streaming channel kind (main, homeTimeline, ...). */
export interface ChannelDefinition {
  name: string;
  requireCredential: boolean;
  open(params: Record<string, unknown>, sink: ChannelSink, userId: string | null): ChannelInstance;
}
