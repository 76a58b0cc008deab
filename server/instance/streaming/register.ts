import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ChannelDefinition } from './channel';
import { type FeatureFactory, type StreamCaller, StreamConnection } from './connection';

/** Resolves the `i` query parameter to its caller (a visitor without one); undefined for a bad token. */
export type StreamAuthenticate = (token: string | null) => Promise<StreamCaller | undefined>;

/** The most connections one address may hold open at once. */
export const MAX_CONNECTIONS_PER_ADDRESS = 128;

/**
 * Accepts WebSocket connections at /streaming, as Misskey does (token in the `i` query or a Bearer
 * header). One address may hold at most MAX_CONNECTIONS_PER_ADDRESS; past it a connection is
 * closed at once with 4029. The returned `closeToken` closes every connection opened with a token.
 */
export async function registerStreaming(
  app: FastifyInstance,
  channels: readonly ChannelDefinition[],
  authenticate: StreamAuthenticate,
  features: readonly FeatureFactory[] = [],
): Promise<{ open: Set<StreamConnection>; closeToken(token: string): void }> {
  const byName = new Map(channels.map((c) => [c.name, c]));
  const open = new Set<StreamConnection>();
  const perAddress = new Map<string, number>();
  await app.register(websocket);
  app.get<{ Querystring: { i?: string } }>('/streaming', { websocket: true }, async (socket, request) => {
    const address = request.ip;
    const held = perAddress.get(address) ?? 0;
    if (held >= MAX_CONNECTIONS_PER_ADDRESS) {
      socket.close(4029, 'too many connections from this address');
      return;
    }
    perAddress.set(address, held + 1);
    socket.on('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    // Hold what the client sends while its token is checked, so an early `connect` is not lost.
    const early: string[] = [];
    const hold = (data: Buffer, isBinary: boolean) => {
      if (!isBinary) early.push(data.toString());
    };
    socket.on('message', hold);
    const authorization = request.headers.authorization;
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : (request.query.i ?? null);
    const caller = await authenticate(token);
    socket.off('message', hold);
    if (caller === undefined) {
      // Misskey refuses a bad token; 4000+ codes are application-defined close reasons.
      socket.close(4001, 'authentication failed');
      return;
    }
    const connection = new StreamConnection(socket, byName, caller, features, token);
    open.add(connection);
    socket.on('close', () => open.delete(connection));
    for (const text of early) connection.receive(text);
  });
  return {
    open,
    closeToken(token) {
      for (const connection of open) if (connection.token === token) connection.close(4001, 'token revoked');
    },
  };
}
