import type { entities } from 'misskey-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appToken,
  createRole,
  errorOf,
  setUpPeople,
  startTestInstance,
  type TestInstance,
  uploadFile,
} from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

const NO_SUCH_FILE = { code: 'NO_SUCH_FILE', id: '485ce26d-f5d2-4313-9783-e689d131eafb' };

describe('drive/files/attached-chat-messages', () => {
  it('lists the chat messages a file went out with, newest first and page by page, to its owner and moderators', async () => {
    const { alice, bob, carol, ids } = people;
    for (const token of [alice, carol]) await instance.api('i/update', { chatScope: 'everyone' }, token);
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#f80' } })
      .png()
      .toBuffer();
    const file = (await uploadFile(instance, bob, png, { name: 'map.png' })).body;
    const room = (await instance.api<entities.ChatRoom>('chat/rooms/create', { name: 'Walks' }, bob)).body;
    const send = async (endpoint: string, to: Record<string, string>, text: string, fileId?: string) =>
      (await instance.api<{ id: string }>(endpoint, { ...to, text, ...(fileId ? { fileId } : {}) }, bob)).body.id;
    const first = await send('chat/messages/create-to-user', { toUserId: ids.alice }, 'the map', file.id);
    await send('chat/messages/create-to-user', { toUserId: ids.alice }, 'no file here');
    const second = await send('chat/messages/create-to-user', { toUserId: ids.carol }, 'map for carol', file.id);
    const third = await send('chat/messages/create-to-room', { toRoomId: room.id }, 'map for the room', file.id);

    const all = await instance.api<entities.ChatMessage[]>(
      'drive/files/attached-chat-messages',
      { fileId: file.id },
      bob,
    );
    expect(all.status).toBe(200);
    expect(all.body.map((m) => m.id)).toEqual([third, second, first]);
    // Packed as Misskey's detailed messages: the people, the room and the file.
    expect(all.body[0]).toMatchObject({ toRoomId: room.id, toRoom: { name: 'Walks' }, fileId: file.id });
    expect(all.body[1]).toMatchObject({
      fromUser: { username: 'bob' },
      toUser: { username: 'carol' },
      file: { id: file.id, name: 'map.png' },
    });
    const page = async (params: Record<string, unknown>) =>
      (
        await instance.api<entities.ChatMessage[]>(
          'drive/files/attached-chat-messages',
          { fileId: file.id, ...params },
          bob,
        )
      ).body.map((m) => m.id);
    expect(await page({ limit: 2 })).toEqual([third, second]);
    expect(await page({ limit: 2, untilId: second })).toEqual([first]);
    expect(await page({ sinceId: first, limit: 1 })).toEqual([second]);
    expect(
      (await instance.api('drive/files/attached-chat-messages', { fileId: file.id, limit: 101 }, bob)).status,
    ).toBe(400);

    // Moderators see any file's messages; anyone else gets NO_SUCH_FILE, as for a file that is not there.
    const asAdmin = await instance.api<entities.ChatMessage[]>(
      'drive/files/attached-chat-messages',
      { fileId: file.id },
      alice,
    );
    expect(asAdmin.body.map((m) => m.id)).toEqual([third, second, first]);
    const asCarol = await instance.api('drive/files/attached-chat-messages', { fileId: file.id }, carol);
    expect(errorOf(asCarol.body)).toMatchObject(NO_SUCH_FILE);
    const missing = await instance.api('drive/files/attached-chat-messages', { fileId: 'aaaaaaaaaaaaaaaa' }, bob);
    expect(errorOf(missing.body)).toMatchObject(NO_SUCH_FILE);
    expect((await instance.api('drive/files/attached-chat-messages', { fileId: file.id })).status).toBe(401);

    // The permission is read:drive.
    const driveApp = await appToken(instance, bob, ['read:drive']);
    expect((await instance.api('drive/files/attached-chat-messages', { fileId: file.id }, driveApp)).status).toBe(200);
    const chatApp = await appToken(instance, bob, ['read:chat']);
    expect((await instance.api('drive/files/attached-chat-messages', { fileId: file.id }, chatApp)).status).toBe(403);

    // A role without chat cannot read them, even about its own file.
    const role = await createRole(instance, alice, {
      name: 'No chat',
      policies: { chatAvailability: { value: 'unavailable', priority: 0, useDefault: false } },
    });
    await instance.api('admin/roles/assign', { roleId: role.id, userId: ids.bob }, alice);
    const denied = await instance.api('drive/files/attached-chat-messages', { fileId: file.id }, bob);
    expect(denied.status).toBe(403);
    expect(errorOf(denied.body).code).toBe('ROLE_PERMISSION_DENIED');
  });
});
