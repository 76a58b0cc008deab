import type { entities } from 'misskey-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postNote, setUpPeople, startTestInstance, type TestInstance, uploadFile } from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('admin/unset-user-avatar and admin/unset-user-banner', () => {
  it("take a user's images away, logged, for moderators only", async () => {
    const { alice, bob, carol, ids } = people;
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const file = (await uploadFile(instance, bob, picture)).body;
    await instance.api('i/update', { avatarId: file.id, bannerId: file.id }, bob);
    const shown = async () => (await instance.api<entities.UserDetailed>('users/show', { userId: ids.bob })).body;
    expect((await shown()).bannerUrl).not.toBeNull();
    expect((await instance.api('admin/unset-user-avatar', { userId: ids.bob }, carol)).status).toBe(403);
    expect((await instance.api('admin/unset-user-avatar', { userId: ids.bob }, alice)).status).toBe(204);
    expect((await instance.api<entities.MeDetailed>('i', {}, bob)).body.avatarId).toBeNull();
    expect((await shown()).bannerUrl).not.toBeNull();
    expect((await instance.api('admin/unset-user-banner', { userId: ids.bob }, alice)).status).toBe(204);
    expect((await shown()).bannerUrl).toBeNull();
    const log = await instance.api<entities.ModerationLog[]>('admin/show-moderation-logs', {}, alice);
    expect(log.body.slice(0, 2).map((l) => [l.type, (l.info as { fileId?: string }).fileId])).toEqual([
      ['unsetUserBanner', file.id],
      ['unsetUserAvatar', file.id],
    ]);
  });
});

describe('notes/show-partial-bulk', () => {
  it('gives the current reactions of the notes that exist', async () => {
    const { alice, bob } = people;
    const note = await postNote(instance, alice, { text: 'react here' });
    await instance.api('notes/reactions/create', { noteId: note.id, reaction: '👍' }, bob);
    const { body } = await instance.api<{ id: string; reactions: Record<string, number> }[]>(
      'notes/show-partial-bulk',
      { noteIds: [note.id, 'aaaaaaaaaa', note.id] },
    );
    expect(body).toEqual([{ id: note.id, reactions: { '👍': 1 }, reactionEmojis: {} }]);
  });
});
