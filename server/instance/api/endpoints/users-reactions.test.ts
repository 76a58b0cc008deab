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

describe('users/reactions', () => {
  it("lists a user's reactions with their notes, and only to them once they hide them", async () => {
    const { alice, bob, carol, ids } = people;
    const first = await postNote(instance, alice, { text: 'first' });
    const second = await postNote(instance, alice, { text: 'second' });
    const secret = await postNote(instance, alice, { text: 'for alice', visibility: 'specified' });
    await instance.api('notes/reactions/create', { noteId: first.id, reaction: '👍' }, bob);
    await instance.api('notes/reactions/create', { noteId: second.id, reaction: '🎉' }, bob);
    await instance.api('notes/reactions/create', { noteId: secret.id, reaction: '👀' }, alice);
    const list = await instance.api<entities.UsersReactionsResponse>('users/reactions', { userId: ids.bob });
    expect(list.body.map((r) => [r.type, r.note.text, r.user.id])).toEqual([
      ['🎉', 'second', ids.bob],
      ['👍', 'first', ids.bob],
    ]);
    const paged = await instance.api<entities.UsersReactionsResponse>('users/reactions', {
      userId: ids.bob,
      limit: 1,
      untilId: list.body[0]?.id,
    });
    expect(paged.body.map((r) => r.type)).toEqual(['👍']);
    // A note the viewer may not see leaves its reaction out.
    const own = await instance.api<entities.UsersReactionsResponse>('users/reactions', { userId: ids.alice }, carol);
    expect(own.body).toEqual([]);

    await instance.api('i/update', { publicReactions: false }, bob);
    const hidden = await instance.api('users/reactions', { userId: ids.bob }, carol);
    expect(errorOf(hidden.body).id).toBe('673a7dd2-6924-1093-e0c0-e68456ceae5c');
    expect(errorOf((await instance.api('users/reactions', { userId: ids.bob })).body).code).toBe(
      'REACTIONS_NOT_PUBLIC',
    );
    // The user and moderators (alice is the administrator) still see them.
    const mine = await instance.api<entities.UsersReactionsResponse>('users/reactions', { userId: ids.bob }, bob);
    expect(mine.body).toHaveLength(2);
    const moderator = await instance.api<entities.UsersReactionsResponse>(
      'users/reactions',
      { userId: ids.bob },
      alice,
    );
    expect(moderator.body).toHaveLength(2);
  });
});

describe('users/featured-notes', () => {
  it("lists a user's public notes that drew reactions, newest first, without replies", async () => {
    const { alice, bob, carol, ids } = people;
    const plain = await postNote(instance, carol, { text: 'nobody reacts' });
    const liked = await postNote(instance, carol, { text: 'liked' });
    const loved = await postNote(instance, carol, { text: 'loved' });
    const reply = await postNote(instance, carol, { text: 'a reply', replyId: plain.id });
    const hidden = await postNote(instance, carol, { text: 'home only', visibility: 'home' });
    for (const note of [liked, loved, reply, hidden]) {
      await instance.api('notes/reactions/create', { noteId: note.id, reaction: '👍' }, bob);
    }
    await instance.api('notes/reactions/create', { noteId: loved.id, reaction: '👍' }, alice);
    const featured = async (params: Record<string, unknown>, token?: string) =>
      (await instance.api<entities.Note[]>('users/featured-notes', { userId: ids.carol, ...params }, token)).body.map(
        (n) => n.text,
      );
    expect(await featured({})).toEqual(['loved', 'liked']);
    expect(await featured({ limit: 1, untilId: loved.id })).toEqual(['liked']);
    await instance.api('mute/create', { userId: ids.carol }, bob);
    expect(await featured({}, bob)).toEqual([]);
  });
});
