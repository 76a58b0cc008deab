import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());
const homeIds = async (token: string) =>
  (await instance.api<entities.Note[]>('notes/timeline', { limit: 50 }, token)).body.map((n) => n.id);
const relation = async (userId: string, token: string) =>
  (
    await instance.api<entities.UserDetailed & { notify?: string; withReplies?: boolean }>(
      'users/show',
      { userId },
      token,
    )
  ).body;

describe('following/update', () => {
  it("notifies of each note and shows the followee's replies as the follow says", async () => {
    const { alice, bob, carol, ids } = people;
    expect((await instance.api('following/create', { userId: ids.carol }, alice)).status).toBe(200);
    const note = await postNote(instance, bob, { text: 'a starting point' });
    const replyBefore = await postNote(instance, carol, { text: 'an aside', replyId: note.id });
    expect(await homeIds(alice)).not.toContain(replyBefore.id);

    const updated = await instance.api<entities.UserLite>(
      'following/update',
      { userId: ids.carol, notify: 'normal', withReplies: true },
      alice,
    );
    expect(updated.body.id).toBe(ids.alice);
    expect(await relation(ids.carol, alice)).toMatchObject({ notify: 'normal', withReplies: true });
    expect(await homeIds(alice)).toContain(replyBefore.id);
    const fresh = await postNote(instance, carol, { text: 'news' });
    const { body: notifications } = await instance.api<entities.Notification[]>('i/notifications', {}, alice);
    expect(notifications.filter((n) => n.type === 'note').map((n) => 'note' in n && n.note.id)).toContain(fresh.id);

    await instance.api('following/update-all', { notify: 'none', withReplies: false }, alice);
    expect(await relation(ids.carol, alice)).toMatchObject({ notify: 'none', withReplies: false });
    expect(await homeIds(alice)).not.toContain(replyBefore.id);
    const quiet = await postNote(instance, carol, { text: 'quiet news' });
    const after = await instance.api<entities.Notification[]>('i/notifications', {}, alice);
    expect(after.body.some((n) => 'note' in n && n.note.id === quiet.id)).toBe(false);
    expect(errorOf((await instance.api('following/update', { userId: ids.bob }, carol)).body).id).toBe(
      'b8dc75cf-1cb5-46c9-b14b-5f1ffbd782c9',
    );
    expect(errorOf((await instance.api('following/update', { userId: ids.bob }, bob)).body).code).toBe(
      'FOLLOWEE_IS_YOURSELF',
    );
  });
});

describe('following/invalidate', () => {
  it('removes a follower, whose count and relation show it', async () => {
    const { alice, bob, ids } = people;
    const before = await relation(ids.bob, alice);
    expect(before.isFollowing).toBe(true);
    const answer = await instance.api<entities.UserLite>('following/invalidate', { userId: ids.alice }, bob);
    expect(answer.body.id).toBe(ids.bob);
    expect((await relation(ids.bob, alice)).isFollowing).toBe(false);
    expect((await relation(ids.bob, alice)).followersCount).toBe(before.followersCount - 1);
    const again = await instance.api('following/invalidate', { userId: ids.alice }, bob);
    expect(errorOf(again.body).id).toBe('5dbf82f5-c92b-40b1-87d1-6c8c0741fd09');
    expect(errorOf((await instance.api('following/invalidate', { userId: ids.bob }, bob)).body).code).toBe(
      'FOLLOWER_IS_YOURSELF',
    );
  });
});
