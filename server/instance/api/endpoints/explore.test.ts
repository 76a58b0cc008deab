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

  it('shows the users administrators pinned, in their order, leaving out unknown ones', async () => {
    const { alice } = people;
    expect((await instance.api<unknown[]>('pinned-users', {})).body).toEqual([]);
    await instance.api(
      'admin/update-meta',
      { pinnedUsers: ['@carol', 'bob', '@nobody', '@bob@elsewhere.example'] },
      alice,
    );
    const pinned = await instance.api<entities.UserDetailed[]>('pinned-users', {});
    expect(pinned.body.map((u) => u.username)).toEqual(['carol', 'bob']);
  });

  it('counts hashtags by the people who post them and who carry them in their profile', async () => {
    const { alice, bob, carol } = people;
    await postNote(instance, alice, { text: 'seeds #Gardening' });
    await postNote(instance, bob, { text: 'more #gardening and #bees' });
    await postNote(instance, bob, { text: 'still #gardening' });
    await instance.api('i/update', { description: 'I keep #bees and #Gardening' }, carol);
    const byMentions = await instance.api<entities.Hashtag[]>('hashtags/list', { sort: '+mentionedLocalUsers' });
    expect(byMentions.body[0]).toMatchObject({ tag: 'gardening', mentionedUsersCount: 2, attachedUsersCount: 1 });
    const attachedOnly = await instance.api<entities.Hashtag[]>('hashtags/list', {
      sort: '+attachedUsers',
      attachedToLocalUserOnly: true,
    });
    expect(attachedOnly.body.map((h) => h.tag).sort()).toEqual(['bees', 'gardening']);
    expect((await instance.api<entities.Hashtag>('hashtags/show', { tag: 'Bees' })).body).toMatchObject({
      tag: 'bees',
      mentionedLocalUsersCount: 1,
      attachedLocalUsersCount: 1,
    });
    expect((await instance.api<{ error: { code: string } }>('hashtags/show', { tag: 'nothing' })).body.error.code).toBe(
      'NO_SUCH_HASHTAG',
    );
    // carol hid herself from explore in the first test; once explorable again she is the tag's user.
    expect((await instance.api<unknown[]>('hashtags/users', { tag: 'bees', sort: '+follower' })).body).toEqual([]);
    await instance.api('i/update', { isExplorable: true }, carol);
    const tagged = await instance.api<entities.UserDetailed[]>('hashtags/users', { tag: 'BEES', sort: '+follower' });
    expect(tagged.body.map((u) => u.username)).toEqual(['carol']);
  });
});
