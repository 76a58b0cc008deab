import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ChannelDefinition } from './channel';
import { type FeatureFactory, StreamConnection } from './connection';

/** Resolves the `i` query parameter to a user id; null for a visitor, undefined for a bad token. */
export type StreamAuthenticate = (token: string | null) => Promise<string | null | undefined>;

/** Accepts WebSocket connections at /streaming, as Misskey does (token in the `i` query). */
export async function registerStreaming(
  app: FastifyInstance,
  channels: readonly ChannelDefinition[],
  authenticate: StreamAuthenticate,
  features: readonly FeatureFactory[] = [],
): Promise<Set<StreamConnection>> {
  const byName = new Map(channels.map((c) => [c.name, c]));
  const open = new Set<StreamConnection>();
  await app.register(websocket);
  app.get<{ Querystring: { i?: string } }>('/streaming', { websocket: true }, async (socket, request) => {
    // Hold what the client sends while its token is checked, so an early `connect` is not lost.
    const early: string[] = [];
    const hold = (data: Buffer, isBinary: boolean) => {
      if (!isBinary) early.push(data.toString());
    };
    socket.on('message', hold);
    const userId = await authenticate(request.query.i ?? null);
    socket.off('message', hold);
    if (userId === undefined) {
      // Misskey refuses a bad token; 4000+ codes are application-defined close reasons.
      socket.close(4001, 'authentication failed');
      return;
    }
    const connection = new StreamConnection(socket, byName, userId, features);
    open.add(connection);
    socket.on('close', () => open.delete(connection));
    for (const text of early) connection.receive(text);
  });
  return open;
}
