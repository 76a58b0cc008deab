import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('explore', () => {
  it('lists explorable accounts by followers, newest and recently updated, leaving hidden ones out', async () => {
    const { alice, bob, carol } = people;
    // alice follows bob (setUpPeople); carol follows bob too: bob is the most followed.
    await instance.api('following/create', { userId: people.ids.bob }, carol);
    const popular = await instance.api<entities.UserDetailed[]>('users', { sort: '+follower', limit: 3 });
    expect(popular.body[0]?.username).toBe('bob');
    const newest = await instance.api<entities.UserDetailed[]>('users', { sort: '+createdAt' });
    expect(newest.body[0]?.username).toBe('carol');
    await instance.api('i/update', { isExplorable: false }, carol);
    const after = await instance.api<entities.UserDetailed[]>('users', { sort: '+createdAt' }, alice);
    expect(after.body.map((u) => u.username)).not.toContain('carol');
    expect((await instance.api<unknown[]>('users', { origin: 'remote' }, bob)).body).toEqual([]);
  });

  it('features the public notes most reacted to lately, newest first, paged with untilId', async () => {
    const { alice, bob, carol } = people;
    const quiet = await postNote(instance, bob, { text: 'nobody reacts' });
    const liked = await postNote(instance, bob, { text: 'everyone likes this' });
    const also = await postNote(instance, carol, { text: 'one like' });
    await instance.api('notes/reactions/create', { noteId: liked.id, reaction: '👍' }, alice);
    await instance.api('notes/reactions/create', { noteId: liked.id, reaction: '👍' }, carol);
    await instance.api('notes/reactions/create', { noteId: also.id, reaction: '👍' }, alice);
    const featured = await instance.api<entities.Note[]>('notes/featured', {});
    expect(featured.body.map((n) => n.text)).toEqual(['one like', 'everyone likes this']);
    expect(featured.body.map((n) => n.id)).not.toContain(quiet.id);
    const older = await instance.api<entities.Note[]>('notes/featured', { untilId: also.id });
    expect(older.body.map((n) => n.text)).toEqual(['everyone likes this']);
  });
});
