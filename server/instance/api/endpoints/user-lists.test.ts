import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelEvent,
  connectStream,
  errorOf,
  postNote,
  setUpPeople,
  startTestInstance,
  type TestInstance,
} from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('user lists', () => {
  it('creates, renames, publishes, lists and deletes a list; only its owner sees it while private', async () => {
    const { alice, bob } = people;
    const made = await instance.api<entities.UserList>('users/lists/create', { name: 'Friends' }, alice);
    expect(made.body).toMatchObject({ name: 'Friends', userIds: [], isPublic: false });
    const listId = made.body.id;
    expect((await instance.api<entities.UserList[]>('users/lists/list', {}, alice)).body.map((l) => l.id)).toEqual([
      listId,
    ]);
    const hidden = await instance.api('users/lists/show', { listId, forPublic: true }, bob);
    expect(errorOf(hidden.body).id).toBe('7bc05c21-1d7a-41ae-88f1-66820f4dc686');
    expect(errorOf((await instance.api('users/lists/show', { listId }, bob)).body).code).toBe('NO_SUCH_LIST');

    const renamed = await instance.api<entities.UserList>(
      'users/lists/update',
      { listId, name: 'Close friends', isPublic: true },
      alice,
    );
    expect(renamed.body).toMatchObject({ name: 'Close friends', isPublic: true });
    const shown = await instance.api<{ likedCount: number; isLiked: boolean }>(
      'users/lists/show',
      { listId, forPublic: true },
      bob,
    );
    expect(shown.body).toMatchObject({ likedCount: 0, isLiked: false });
    const aliceId = people.ids.alice;
    const publicOnes = await instance.api<entities.UserList[]>('users/lists/list', { userId: aliceId });
    expect(publicOnes.body.map((l) => l.id)).toEqual([listId]);
    expect((await instance.api('users/lists/list', {})).status).toBe(401);

    // Liking: once, then taken back once (Misskey's ids and codes).
    expect((await instance.api('users/lists/favorite', { listId }, bob)).status).toBe(204);
    expect(errorOf((await instance.api('users/lists/favorite', { listId }, bob)).body).code).toBe('ALREADY_FAVORITED');
    const liked = await instance.api<{ likedCount: number; isLiked: boolean }>(
      'users/lists/show',
      { listId, forPublic: true },
      bob,
    );
    expect(liked.body).toMatchObject({ likedCount: 1, isLiked: true });
    expect((await instance.api('users/lists/unfavorite', { listId }, bob)).status).toBe(204);
    const again = await instance.api('users/lists/unfavorite', { listId }, bob);
    expect(errorOf(again.body).id).toBe('835c4b27-463d-4cfa-969b-a9058678d465');

    expect((await instance.api('users/lists/delete', { listId }, bob)).status).toBe(400);
    expect((await instance.api('users/lists/delete', { listId }, alice)).status).toBe(204);
    expect((await instance.api<entities.UserList[]>('users/lists/list', {}, alice)).body).toEqual([]);
  });

  it('adds and removes members once each, refuses someone who blocks the owner, and copies a public list', async () => {
    const { alice, bob, carol, ids } = people;
    const listId = (await instance.api<entities.UserList>('users/lists/create', { name: 'Makers' }, alice)).body.id;
    expect((await instance.api('users/lists/push', { listId, userId: ids.bob }, alice)).status).toBe(204);
    const twice = await instance.api('users/lists/push', { listId, userId: ids.bob }, alice);
    expect(errorOf(twice.body).id).toBe('1de7c884-1595-49e9-857e-61f12f4d4fc5');
    await instance.api('blocking/create', { userId: ids.alice }, carol);
    const blocked = await instance.api('users/lists/push', { listId, userId: ids.carol }, alice);
    expect(errorOf(blocked.body).id).toBe('990232c5-3f9d-4d83-9f3f-ef27b6332a4b');
    await instance.api('blocking/delete', { userId: ids.alice }, carol);
    await instance.api('users/lists/push', { listId, userId: ids.carol }, alice);

    const members = await instance.api<{ userId: string; withReplies: boolean; user: { username: string } }[]>(
      'users/lists/get-memberships',
      { listId },
      alice,
    );
    expect(members.body.map((m) => m.user.username)).toEqual(['carol', 'bob']); // newest first, as Misskey pages
    await instance.api('users/lists/update-membership', { listId, userId: ids.bob, withReplies: true }, alice);
    const after = await instance.api<{ userId: string; withReplies: boolean }[]>(
      'users/lists/get-memberships',
      { listId },
      alice,
    );
    expect(after.body.find((m) => m.userId === ids.bob)?.withReplies).toBe(true);
    expect((await instance.api('users/lists/pull', { listId, userId: ids.carol }, alice)).status).toBe(204);

    const notPublic = await instance.api('users/lists/create-from-public', { name: 'Copy', listId }, bob);
    expect(errorOf(notPublic.body).id).toBe('9292f798-6175-4f7d-93f4-b6742279667d');
    await instance.api('users/lists/update', { listId, isPublic: true }, alice);
    const copy = await instance.api<entities.UserList>('users/lists/create-from-public', { name: 'Copy', listId }, bob);
    expect(copy.body).toMatchObject({ name: 'Copy', userIds: [ids.bob], isPublic: false });
  });

  it('reads a list as a timeline, replies only as each membership says, and streams new notes to it', async () => {
    const { alice, bob, carol, ids } = people;
    const listId = (await instance.api<entities.UserList>('users/lists/create', { name: 'Timeline' }, alice)).body.id;
    await instance.api('users/lists/push', { listId, userId: ids.carol }, alice);
    const stream = await connectStream(instance, alice);
    stream.send({ type: 'connect', body: { channel: 'userList', id: 'l', params: { listId } } });
    await new Promise((r) => setTimeout(r, 100));

    const carolsNote = await postNote(instance, carol, { text: 'carol in the list' });
    const live = await stream.waitFor<{ body: entities.Note }>(channelEvent('l', 'note'), 'the list note');
    expect(live.body.id).toBe(carolsNote.id);
    await postNote(instance, bob, { text: 'bob is not in the list' });
    const bobsNote = await postNote(instance, bob, { text: 'a question' });
    const replyToBob = await postNote(instance, carol, { text: 'an answer to bob', replyId: bobsNote.id });
    const replyToAlice = await postNote(instance, carol, {
      text: 'an answer to the owner',
      replyId: (await postNote(instance, alice, { text: 'owner says' })).id,
    });

    const page = async () =>
      (await instance.api<entities.Note[]>('notes/user-list-timeline', { listId }, alice)).body.map((n) => n.text);
    expect(await page()).toEqual(['an answer to the owner', 'carol in the list']);
    await instance.api('users/lists/update-membership', { listId, userId: ids.carol, withReplies: true }, alice);
    expect(await page()).toEqual(['an answer to the owner', 'an answer to bob', 'carol in the list']);
    expect(replyToBob.id < replyToAlice.id).toBe(true);

    const notMine = await instance.api('notes/user-list-timeline', { listId }, bob);
    expect(errorOf(notMine.body).id).toBe('8fb1fbd5-e476-4c37-9fb0-43d55b63a2ff');
    stream.close();
  });
});
