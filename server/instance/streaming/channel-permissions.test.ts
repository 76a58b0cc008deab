import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appToken,
  channelEvent,
  connectStream,
  setUpPeople,
  startTestInstance,
  type TestInstance,
  type TestStream,
} from '../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

const connected = (id: string) => (m: { type: string; body: unknown }) =>
  m.type === 'connected' && (m.body as { id: string }).id === id;

/**
 * Asks for each channel with `pong`, then for localTimeline (open to anyone) last: the connection
 * handles its messages in order, so once the last is confirmed every accepted one has been too.
 * Answers which channels were opened.
 */
async function openChannels(stream: TestStream, channels: readonly string[]): Promise<string[]> {
  const ids = channels.map((channel, i) => ({ channel, id: `${channel}-${i}` }));
  for (const { channel, id } of ids) stream.send({ type: 'connect', body: { channel, id, params: {}, pong: true } });
  stream.send({ type: 'connect', body: { channel: 'localTimeline', id: 'last', params: {}, pong: true } });
  await stream.waitFor(connected('last'), 'the last connect confirmed');
  return ids.filter(({ id }) => stream.messages.some(connected(id))).map(({ channel }) => channel);
}

describe("stream channels refuse what Misskey's declarations refuse", () => {
  it('a visitor opens only the channels that need no credential', async () => {
    const stream = await connectStream(instance);
    const names = instance.channels.map((c) => c.name);
    const open = instance.channels.filter((c) => !c.requireCredential).map((c) => c.name);
    expect(await openChannels(stream, names)).toEqual(open);
    stream.close();
  });

  it("an app token opens a channel only with the channel's kind (read:account lets it stream at all)", async () => {
    for (const channel of instance.channels) {
      if (channel.kind === 'read:account' || channel.kind === null) continue;
      const without = await connectStream(instance, await appToken(instance, people.bob, ['read:account']));
      expect(await openChannels(without, [channel.name]), `${channel.name} without ${channel.kind}`).toEqual([]);
      without.close();
      const withIt = await connectStream(
        instance,
        await appToken(instance, people.bob, ['read:account', channel.kind]),
      );
      expect(await openChannels(withIt, [channel.name]), `${channel.name} with ${channel.kind}`).toEqual([
        channel.name,
      ]);
      withIt.close();
    }
    // The rest: read:account, or nothing for the open ones (none needs a credential without a kind).
    const rest = instance.channels.filter((c) => c.kind === 'read:account' || c.kind === null);
    expect(rest.filter((c) => c.kind === null && c.requireCredential)).toEqual([]);
    const restNames = rest.map((c) => c.name);
    const stream = await connectStream(instance, await appToken(instance, people.bob, ['read:account']));
    expect(await openChannels(stream, restNames)).toEqual(restNames);
    stream.close();
  });

  it('a token with read:account and write:notes but no read:chat hears no chat; one with read:chat does', async () => {
    const { alice, bob, ids } = people;
    await instance.api('i/update', { chatScope: 'everyone' }, bob);
    const room = (await instance.api<entities.ChatRoom>('chat/rooms/create', { name: 'Porch' }, alice)).body;
    await instance.api('chat/rooms/invitations/create', { roomId: room.id, userId: ids.bob }, alice);
    expect((await instance.api('chat/rooms/join', { roomId: room.id }, bob)).status).toBe(204);

    const listen = async (permission: string[]) => {
      const stream = await connectStream(instance, await appToken(instance, bob, permission));
      stream.send({
        type: 'connect',
        body: { channel: 'chatUser', id: 'u', params: { otherId: ids.alice }, pong: true },
      });
      stream.send({ type: 'connect', body: { channel: 'chatRoom', id: 'r', params: { roomId: room.id }, pong: true } });
      stream.send({ type: 'connect', body: { channel: 'main', id: 'm', params: {}, pong: true } });
      await stream.waitFor(connected('m'), 'main connected');
      return stream;
    };
    const noChat = await listen(['read:account', 'write:notes']);
    const withChat = await listen(['read:account', 'read:chat']);
    expect(noChat.messages.filter((m) => m.type === 'connected').map((m) => (m.body as { id: string }).id)).toEqual([
      'm',
    ]);

    await instance.api('chat/messages/create-to-user', { toUserId: ids.bob, text: 'psst' }, alice);
    await instance.api('chat/messages/create-to-room', { toRoomId: room.id, text: 'hello porch' }, alice);
    const direct = await withChat.waitFor<{ body: entities.ChatMessageLite }>(channelEvent('u', 'message'), 'direct');
    expect(direct.body.text).toBe('psst');
    const inRoom = await withChat.waitFor<{ body: entities.ChatMessageLite }>(channelEvent('r', 'message'), 'room');
    expect(inRoom.body.text).toBe('hello porch');
    // Both messages reached the one allowed to hear them; the other heard nothing on either channel.
    expect(noChat.messages.filter((m) => m.type === 'channel' && (m.body as { id: string }).id !== 'm')).toEqual([]);
    noChat.close();
    withChat.close();
  });
});
