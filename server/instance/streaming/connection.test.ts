import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { ChannelDefinition } from './channel';
import { StreamConnection } from './connection';

/** A socket double: records what the server sends, and lets the test play the client. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: string[] = [];
  send(data: string) {
    this.sent.push(data);
  }
  client(text: string) {
    this.emit('message', Buffer.from(text), false);
  }
}

function setup(userId: string | null = 'u1') {
  const log: string[] = [];
  const echo: ChannelDefinition = {
    name: 'echo',
    requireCredential: false,
    kind: null,
    open(params, sink, user) {
      log.push(`open ${JSON.stringify(params)} as ${user}`);
      sink.send('opened', { ok: true });
      return {
        onMessage: (type, body) => sink.send(type, body),
        dispose: () => log.push('dispose'),
      };
    },
  };
  const secret: ChannelDefinition = { ...echo, name: 'main', requireCredential: true, kind: 'read:account' };
  const socket = new FakeSocket();
  new StreamConnection(socket as unknown as WebSocket, new Map([echo, secret].map((c) => [c.name, c])), {
    userId,
    permission: null,
  });
  return { socket, log, sent: () => socket.sent.map((s) => (s === 'pong' ? s : JSON.parse(s))) };
}

describe('streaming connection (Misskey wire protocol)', () => {
  it('answers ping with pong and ignores the h heartbeat and junk', () => {
    const { socket, sent } = setup();
    socket.client('ping');
    socket.client('h');
    socket.client('{not json');
    socket.client('"a string"');
    expect(sent()).toEqual(['pong']);
  });

  it('connects a channel by id, routes ch messages to it, and disconnects it', () => {
    const { socket, log, sent } = setup();
    socket.client(JSON.stringify({ type: 'connect', body: { channel: 'echo', id: 'c1', params: { a: 1 } } }));
    socket.client(JSON.stringify({ type: 'ch', body: { id: 'c1', type: 'say', body: 'hi' } }));
    socket.client(JSON.stringify({ type: 'disconnect', body: { id: 'c1' } }));
    socket.client(JSON.stringify({ type: 'ch', body: { id: 'c1', type: 'say', body: 'gone' } }));
    expect(log).toEqual(['open {"a":1} as u1', 'dispose']);
    expect(sent()).toEqual([
      { type: 'channel', body: { id: 'c1', type: 'opened', body: { ok: true } } },
      { type: 'channel', body: { id: 'c1', type: 'say', body: 'hi' } },
    ]);
  });

  it('does not open a credential-only channel for a visitor, nor an unknown one', () => {
    const { socket, log } = setup(null);
    socket.client(JSON.stringify({ type: 'connect', body: { channel: 'main', id: 'm' } }));
    socket.client(JSON.stringify({ type: 'connect', body: { channel: 'nope', id: 'n' } }));
    expect(log).toEqual([]);
  });

  it('disposes every subscription when the socket closes', () => {
    const { socket, log } = setup();
    socket.client(JSON.stringify({ type: 'connect', body: { channel: 'echo', id: 'a' } }));
    socket.client(JSON.stringify({ type: 'connect', body: { channel: 'echo', id: 'b' } }));
    socket.emit('close');
    expect(log.filter((l) => l === 'dispose')).toHaveLength(2);
  });
});
