// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createDisconnectPolicy } from './disconnect-policy';
import { StreamHub } from './stream-hub';

/** A streaming server that records what clients send and can drop them. */
class TestServer {
  readonly received: string[] = [];
  readonly urls: string[] = [];
  readonly sockets = new Set<WebSocket>();
  readonly wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });

  constructor() {
    this.wss.on('connection', (socket, request) => {
      this.urls.push(request.url ?? '');
      this.sockets.add(socket);
      socket.on('message', (data) => this.received.push(data.toString()));
      socket.on('close', () => this.sockets.delete(socket));
    });
  }
  get origin() {
    return `http://127.0.0.1:${(this.wss.address() as AddressInfo).port}`;
  }
  messages(type?: string) {
    return this.received
      .filter((m) => m.startsWith('{'))
      .map((m) => JSON.parse(m) as { type: string; body: Record<string, unknown> })
      .filter((m) => type === undefined || m.type === type);
  }
  broadcast(message: unknown) {
    for (const s of this.sockets) s.send(JSON.stringify(message));
  }
  dropAll() {
    for (const s of this.sockets) s.terminate();
  }
  close() {
    return new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
};

let server: TestServer;
let hub: StreamHub | undefined;
beforeEach(async () => {
  server = new TestServer();
  await new Promise<void>((resolve) => server.wss.once('listening', () => resolve()));
});
afterEach(async () => {
  hub?.close();
  hub = undefined;
  await server.close();
});

const connect = (extra: Partial<ConstructorParameters<typeof StreamHub>[0]> = {}) => {
  hub = new StreamHub({ origin: server.origin, token: 'tok', WebSocket, ...extra });
  return hub;
};

// Spec 001 sections 4, 7 and 9.
describe('stream hub', () => {
  it('connects to /streaming with the token as i and a _t cache breaker', async () => {
    const h = connect();
    await until(() => h.state.get() === 'connected', 'connection');
    expect(server.urls[0]).toMatch(/^\/streaming\?i=tok&_t=\d+$/);
  });

  it('shares one server-side channel between users, and uses a private one with params', async () => {
    const h = connect();
    const a = h.channel('main');
    const b = h.channel('main');
    h.channel('localTimeline', { withRenotes: false });
    await until(() => server.messages('connect').length === 2, 'two connects');
    const connects = server.messages('connect').map((m) => m.body);
    expect(connects).toEqual([
      { channel: 'main', id: expect.any(String) },
      { channel: 'localTimeline', id: expect.any(String), params: { withRenotes: false } },
    ]);
    const heard: unknown[] = [];
    a.on('notification', (n) => heard.push(['a', n]));
    b.on('notification', (n) => heard.push(['b', n]));
    server.broadcast({ type: 'channel', body: { id: connects[0]?.id, type: 'notification', body: { id: 'n1' } } });
    await until(() => heard.length === 2, 'both users hear it');
    expect(heard).toEqual([
      ['a', { id: 'n1' }],
      ['b', { id: 'n1' }],
    ]);
  });

  it('disconnects a shared channel 3 s after its last user leaves', async () => {
    const h = connect();
    await until(() => h.state.get() === 'connected', 'connection');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const a = h.channel('main');
      a.dispose();
      vi.advanceTimersByTime(2_999);
      await new Promise((r) => setImmediate(r));
      expect(server.messages('disconnect')).toHaveLength(0);
      vi.advanceTimersByTime(1);
    } finally {
      vi.useRealTimers();
    }
    await until(() => server.messages('disconnect').length === 1, 'the disconnect');
  });

  it('captures notes with sr/un, counting users, and routes noteUpdated by id', async () => {
    const h = connect();
    const events: string[] = [];
    const one = h.captureNote('n1', (e) => events.push(`one:${e.type}`));
    const two = h.captureNote('n1', (e) => events.push(`two:${e.type}`));
    h.captureNote('n2', (e) => events.push(`n2:${e.type}`));
    await until(() => server.messages('sr').length === 2, 'subscriptions');
    expect(server.messages('sr').map((m) => m.body)).toEqual([{ id: 'n1' }, { id: 'n2' }]);
    server.broadcast({
      type: 'noteUpdated',
      body: { id: 'n1', type: 'reacted', body: { reaction: '👍', emoji: null, userId: 'u' } },
    });
    await until(() => events.length === 2, 'the update');
    expect(events).toEqual(['one:reacted', 'two:reacted']);
    one.dispose();
    expect(server.messages('un')).toHaveLength(0);
    two.dispose();
    await until(() => server.messages('un').length === 1, 'the unsubscribe');
    expect(server.messages('un')[0]?.body).toEqual({ id: 'n1' });
  });

  it('after a drop, reconnects, re-requests every channel and capture, and says how long it was down', async () => {
    let clock = 1_000;
    // The reconnect takes a millisecond; the clock jumps as the drop is noticed, to give a known downtime.
    const disconnected = vi.fn(() => {
      clock += 4_200;
    });
    const h = connect({ now: () => clock, onDisconnected: disconnected });
    h.channel('main');
    h.channel('homeTimeline', { withFiles: true });
    h.captureNote('n9', () => {});
    await until(
      () => server.messages('connect').length === 2 && server.messages('sr').length === 1,
      'first subscriptions',
    );
    const resumed: number[] = [];
    h.onResumed((r) => resumed.push(r.downtimeMs));
    server.dropAll();
    await until(() => resumed.length === 1, 'the resume');
    expect(disconnected).toHaveBeenCalledOnce();
    expect(resumed).toEqual([4_200]);
    await until(() => server.messages('connect').length === 4 && server.messages('sr').length === 2, 'resubscriptions');
    expect(
      server
        .messages('connect')
        .slice(2)
        .map((m) => m.body.channel)
        .sort(),
    ).toEqual(['homeTimeline', 'main']);
  });

  it('sends the h heartbeat periodically', async () => {
    const h = connect({ heartbeatMs: 30 });
    await until(() => h.state.get() === 'connected', 'connection');
    await until(() => server.received.includes('h'), 'a heartbeat');
  });

  it('beats when the tab becomes visible after a period or more, not before', async () => {
    let clock = 0;
    const listeners: Record<string, () => void> = {};
    const doc = {
      visibilityState: 'hidden',
      addEventListener: (type: string, fn: () => void) => {
        listeners[type] = fn;
      },
      removeEventListener: () => {},
    };
    const h = connect({ now: () => clock, document: doc, heartbeatMs: 60_000 });
    await until(() => h.state.get() === 'connected', 'connection');
    doc.visibilityState = 'visible';
    clock = 59_999;
    listeners.visibilitychange?.();
    clock = 60_000;
    listeners.visibilitychange?.();
    await until(() => server.received.filter((m) => m === 'h').length === 1, 'one catch-up heartbeat');
    await new Promise((r) => setTimeout(r, 50));
    expect(server.received.filter((m) => m === 'h')).toHaveLength(1);
  });
});

describe('server disconnect behaviour', () => {
  it('quiet does nothing, reload reloads, dialog asks once at a time', async () => {
    const reload = vi.fn();
    let answer: (value: boolean) => void = () => {};
    const ask = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    let behavior: 'quiet' | 'reload' | 'dialog' = 'quiet';
    const onDrop = createDisconnectPolicy({ behavior: () => behavior, reload, ask });
    onDrop();
    expect(reload).not.toHaveBeenCalled();
    behavior = 'reload';
    onDrop();
    expect(reload).toHaveBeenCalledOnce();
    behavior = 'dialog';
    onDrop();
    onDrop();
    expect(ask).toHaveBeenCalledOnce();
    answer(true);
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(2);
    onDrop();
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
