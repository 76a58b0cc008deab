import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { channelEvent, connectStream, postNote, setUpAdmin, startTestInstance, type TestInstance } from '../../testing';
import { MAX_CHANNELS_PER_CONNECTION } from './connection';
import { MAX_CONNECTIONS_PER_ADDRESS } from './register';

let instance: TestInstance;
let token: string;

beforeAll(async () => {
  instance = await startTestInstance();
  token = await setUpAdmin(instance);
});
afterAll(() => instance.close());

const socketUrl = (t?: string) => `${instance.url.replace('http', 'ws')}/streaming${t ? `?i=${t}` : ''}`;
const closeOf = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

describe('streaming limits', () => {
  it("closes a token's streams when the token is revoked", async () => {
    const { body } = await instance.api<{ token: string }>(
      'miauth/gen-token',
      { session: null, permission: ['read:account'] },
      token,
    );
    const socket = new WebSocket(socketUrl(body.token));
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = closeOf(socket);
    expect((await instance.api('i/revoke-token', { token: body.token }, token)).status).toBe(204);
    expect(await closed).toBe(4001);
  });

  it('refuses a stream to an app token without read:account', async () => {
    const { body } = await instance.api<{ token: string }>(
      'miauth/gen-token',
      { session: null, permission: ['write:notes'] },
      token,
    );
    expect(await closeOf(new WebSocket(socketUrl(body.token)))).toBe(4001);
  });

  it(`opens at most ${MAX_CHANNELS_PER_CONNECTION} channels on one connection, and still serves them`, async () => {
    const stream = await connectStream(instance);
    for (let n = 0; n < 2000; n++) stream.send({ type: 'connect', body: { channel: 'localTimeline', id: `c${n}` } });
    await new Promise((r) => setTimeout(r, 200));
    await postNote(instance, token, { text: 'to every open channel' });
    await stream.waitFor(channelEvent(`c${MAX_CHANNELS_PER_CONNECTION - 1}`, 'note'), 'the last allowed channel');
    await new Promise((r) => setTimeout(r, 200));
    const channels = new Set(stream.messages.map((m) => (m.body as { id?: string }).id));
    expect(channels.size).toBe(MAX_CHANNELS_PER_CONNECTION);
    expect(channels.has(`c${MAX_CHANNELS_PER_CONNECTION}`)).toBe(false);
    stream.close();
  });

  it(`holds at most ${MAX_CONNECTIONS_PER_ADDRESS} connections from one address`, async () => {
    const sockets: WebSocket[] = [];
    for (let n = 0; n < MAX_CONNECTIONS_PER_ADDRESS; n++) {
      const socket = new WebSocket(socketUrl());
      await new Promise((resolve) => socket.once('open', resolve));
      sockets.push(socket);
    }
    const extra = new WebSocket(socketUrl());
    expect(await closeOf(extra)).toBe(4029);
    const first = sockets.shift() as WebSocket;
    const freed = closeOf(first);
    first.close();
    await freed;
    await new Promise((r) => setTimeout(r, 50));
    const again = new WebSocket(socketUrl());
    await new Promise((resolve) => again.once('open', resolve));
    sockets.push(again);
    for (const socket of sockets) socket.close();
  });
});
