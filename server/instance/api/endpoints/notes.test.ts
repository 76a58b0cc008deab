import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let alice: string;
let bob: string;
let carol: string;
let ids: Record<string, string>;

type Err = { error: { code: string; id: string } };
const post = (token: string, body: Record<string, unknown>) => postNote(instance, token, body);

beforeAll(async () => {
  instance = await startTestInstance();
  ({ alice, bob, carol, ids } = await setUpPeople(instance));
});
afterAll(() => instance.close());

describe('notes/create', () => {
  it('creates a note and answers { createdNote }', async () => {
    const note = await post(bob, { text: 'Hello $[x2 big] **world** #Tessera', cw: null });
    expect(note).toMatchObject({
      text: 'Hello $[x2 big] **world** #Tessera',
      visibility: 'public',
      userId: ids.bob,
      tags: ['tessera'],
    });
    expect(note.user).toMatchObject({ username: 'bob', host: null });
    expect(note.id).toMatch(/^[0-9a-z]{10}$/);
  });

  it("answers Misskey's errors for bad content", async () => {
    const empty = await instance.api<Err>('notes/create', {}, bob);
    expect(empty.body.error).toMatchObject({ code: 'CONTENT_REQUIRED', id: '6f57e42b-c348-439b-bc45-993995cc515a' });
    const longCw = await instance.api<Err>('notes/create', { text: 'x', cw: 'c'.repeat(101) }, bob);
    expect(longCw.body.error.code).toBe('INVALID_PARAM');
    const longText = await instance.api<Err>('notes/create', { text: 'x'.repeat(3001) }, bob);
    expect(longText.body.error.code).toBe('INVALID_PARAM');
    const onePoll = await instance.api<Err>('notes/create', { poll: { choices: ['only'] } }, bob);
    expect(onePoll.body.error.code).toBe('INVALID_PARAM');
    const expired = await instance.api<Err>(
      'notes/create',
      { poll: { choices: ['a', 'b'], expiresAt: Date.now() - 1000 } },
      bob,
    );
    expect(expired.body.error.code).toBe('CANNOT_CREATE_ALREADY_EXPIRED_POLL');
    const noReply = await instance.api<Err>('notes/create', { text: 'x', replyId: '0000000000' }, bob);
    expect(noReply.body.error.id).toBe('749ee0f6-d3da-459a-bf02-282e2da4292c');
    const noFile = await instance.api<Err>('notes/create', { text: 'x', fileIds: ['nofile'] }, bob);
    expect(noFile.body.error.code).toBe('NO_SUCH_FILE');
    const visitor = await instance.api<Err>('notes/create', { text: 'x' });
    expect(visitor.status).toBe(401);
  });

  it('renotes and quotes, refusing a renote of a pure renote and of followers-only notes of others', async () => {
    const original = await post(bob, { text: 'original' });
    const renote = await post(alice, { renoteId: original.id });
    expect(renote.renote?.id).toBe(original.id);
    const again = await instance.api<Err>('notes/create', { renoteId: renote.id }, carol);
    expect(again.body.error.code).toBe('CANNOT_RENOTE_TO_A_PURE_RENOTE');
    const replyToRenote = await instance.api<Err>('notes/create', { text: 'x', replyId: renote.id }, carol);
    expect(replyToRenote.body.error.code).toBe('CANNOT_REPLY_TO_A_PURE_RENOTE');
    const secret = await post(bob, { text: 'for followers', visibility: 'followers' });
    const denied = await instance.api<Err>('notes/create', { renoteId: secret.id }, alice);
    expect(denied.body.error.id).toBe('be9529e9-fe72-4de0-ae43-0b363c4938af');
    const shown = await instance.api<entities.Note>('notes/show', { noteId: original.id }, carol);
    expect(shown.body.renoteCount).toBe(1);
  });

  it('counts replies and lists them as children', async () => {
    const parent = await post(bob, { text: 'parent' });
    const reply = await post(carol, { text: 'a reply', replyId: parent.id });
    expect(reply.reply?.id).toBe(parent.id);
    const children = await instance.api<entities.Note[]>('notes/children', { noteId: parent.id });
    expect(children.body.map((n) => n.id)).toEqual([reply.id]);
    expect((await instance.api<entities.Note>('notes/show', { noteId: parent.id })).body.repliesCount).toBe(1);
  });
});

describe('visibility', () => {
  it('hides a followers note from non-followers and visitors, shows it to followers', async () => {
    const note = await post(bob, { text: 'followers only', visibility: 'followers' });
    const forAlice = (await instance.api<entities.Note>('notes/show', { noteId: note.id }, alice)).body;
    expect(forAlice.text).toBe('followers only');
    const forCarol = (await instance.api<entities.Note>('notes/show', { noteId: note.id }, carol)).body;
    expect(forCarol).toMatchObject({ text: null, isHidden: true });
    expect((await instance.api<entities.Note>('notes/show', { noteId: note.id })).body.isHidden).toBe(true);
  });

  it('shows a specified note to its recipients (mentions included) only', async () => {
    const note = await post(bob, { text: 'psst @carol', visibility: 'specified', visibleUserIds: [] });
    expect(note.visibleUserIds).toEqual([ids.carol]);
    expect((await instance.api<entities.Note>('notes/show', { noteId: note.id }, carol)).body.text).toBe('psst @carol');
    expect((await instance.api<entities.Note>('notes/show', { noteId: note.id }, alice)).body.isHidden).toBe(true);
  });

  it('answers NO_SUCH_NOTE for an unknown note', async () => {
    const r = await instance.api<Err>('notes/show', { noteId: 'nothing' });
    expect(r.body.error).toMatchObject({ code: 'NO_SUCH_NOTE', id: '24fcbfc6-2e37-42b6-8388-c29b3861a08d' });
  });
});

describe('timelines', () => {
  it('home: my notes and those of people I follow, not others', async () => {
    const fromBob = await post(bob, { text: 'bob for home' });
    const fromCarol = await post(carol, { text: 'carol, not followed' });
    const home = (await instance.api<entities.Note[]>('notes/timeline', { limit: 100 }, alice)).body.map((n) => n.id);
    expect(home).toContain(fromBob.id);
    expect(home).not.toContain(fromCarol.id);
    expect((await instance.api<Err>('notes/timeline', {})).status).toBe(401);
  });

  it('local: public notes only, open to visitors, without replies to others by default', async () => {
    const pub = await post(carol, { text: 'public' });
    const home = await post(carol, { text: 'home only', visibility: 'home' });
    const reply = await post(carol, { text: 'reply', replyId: pub.id });
    const toOther = await post(bob, { text: 'reply to carol', replyId: pub.id });
    const ltl = (await instance.api<entities.Note[]>('notes/local-timeline', { limit: 100 })).body.map((n) => n.id);
    expect(ltl).toContain(pub.id);
    expect(ltl).toContain(reply.id); // a reply to oneself is a thread
    expect(ltl).not.toContain(home.id);
    expect(ltl).not.toContain(toOther.id);
    const withReplies = (
      await instance.api<entities.Note[]>('notes/local-timeline', { limit: 100, withReplies: true })
    ).body.map((n) => n.id);
    expect(withReplies).toContain(toOther.id);
  });

  it('finds notes by hashtag, any case, and ranks trending tags', async () => {
    const tagged = await post(carol, { text: 'about #Gardening and #soil' });
    await post(alice, { text: 'more #gardening' });
    await post(alice, { text: 'secret #gardening', visibility: 'followers' });
    const found = (await instance.api<entities.Note[]>('notes/search-by-tag', { tag: 'GARDENING' })).body;
    expect(found.map((n) => n.text)).toEqual(['more #gardening', 'about #Gardening and #soil']);
    const both = (
      await instance.api<entities.Note[]>('notes/search-by-tag', { query: [['gardening', 'soil']] })
    ).body.map((n) => n.id);
    expect(both).toEqual([tagged.id]);
    const trend = (await instance.api<{ tag: string; usersCount: number; chart: number[] }[]>('hashtags/trend', {}))
      .body;
    expect(trend[0]).toMatchObject({ tag: 'gardening', usersCount: 2 });
    expect(trend[0]?.chart).toHaveLength(20);
    expect(trend[0]?.chart.at(-1)).toBe(2);
    const none = await instance.api<Err>('notes/search-by-tag', {});
    expect(none.body.error.code).toBe('INVALID_PARAM');
  });

  it('pages newest first with untilId, and walks forward from sinceId', async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await post(carol, { text: `page ${i}` })).id);
    const first = (await instance.api<entities.Note[]>('notes/global-timeline', { limit: 2 })).body.map((n) => n.id);
    expect(first).toEqual([made[4], made[3]]);
    const next = (
      await instance.api<entities.Note[]>('notes/global-timeline', { limit: 2, untilId: first[1] })
    ).body.map((n) => n.id);
    expect(next).toEqual([made[2], made[1]]);
    const gap = (await instance.api<entities.Note[]>('notes/global-timeline', { limit: 2, sinceId: made[0] })).body.map(
      (n) => n.id,
    );
    expect(gap).toEqual([made[2], made[1]]); // the oldest two after made[0], newest first
    const bad = await instance.api<Err>('notes/global-timeline', { limit: 101 });
    expect(bad.body.error.code).toBe('INVALID_PARAM');
  });

  it('lists a user’s notes, with a files-only and a no-renotes filter', async () => {
    const notes = (await instance.api<entities.Note[]>('users/notes', { userId: ids.alice, limit: 100 })).body;
    expect(notes.every((n) => n.userId === ids.alice)).toBe(true);
    const noRenotes = (
      await instance.api<entities.Note[]>('users/notes', { userId: ids.alice, withRenotes: false, limit: 100 })
    ).body;
    expect(noRenotes.some((n) => n.renoteId && !n.text)).toBe(false);
    expect((await instance.api<entities.Note[]>('users/notes', { userId: ids.alice, withFiles: true })).body).toEqual(
      [],
    );
  });
});

describe('mentions, renotes and relation lists', () => {
  it('lists notes mentioning me; a mention in a specified note makes me one of its recipients', async () => {
    const hi = await post(bob, { text: 'hi @alice' });
    const secret = await post(bob, {
      text: 'for carol, and @alice',
      visibility: 'specified',
      visibleUserIds: [ids.carol],
    });
    expect(secret.visibleUserIds?.sort()).toEqual([ids.alice, ids.carol].sort());
    const mentions = (await instance.api<entities.Note[]>('notes/mentions', {}, alice)).body;
    expect(mentions.slice(0, 2).map((n) => n.id)).toEqual([secret.id, hi.id]);
    expect(mentions.every((n) => !n.isHidden)).toBe(true);
    expect((await instance.api<Err>('notes/mentions', {})).status).toBe(401);
  });

  it('lists the renotes of a note', async () => {
    const note = await post(carol, { text: 'renote me' });
    const pure = await post(alice, { renoteId: note.id });
    const quote = await post(bob, { text: 'quoting', renoteId: note.id });
    const renotes = (await instance.api<entities.Note[]>('notes/renotes', { noteId: note.id })).body.map((n) => n.id);
    expect(renotes.sort()).toEqual([pure.id, quote.id].sort());
  });

  it('lists who a user follows', async () => {
    const following = (await instance.api<entities.Following[]>('users/following', { userId: ids.alice })).body;
    expect(following.map((f) => f.followee?.username)).toContain('bob');
    const missing = await instance.api<Err>('users/following', { userId: 'nobody' });
    expect(missing.body.error.code).toBe('NO_SUCH_USER');
  });

  it('shows a visitor the public notes of a user, not the followers-only ones', async () => {
    const notes = (await instance.api<entities.Note[]>('users/notes', { userId: ids.bob, limit: 100 })).body;
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.some((n) => n.visibility === 'followers')).toBe(false);
  });
});

describe('deleting', () => {
  it('deletes a note with its pure renotes; only the author (or staff) may', async () => {
    const note = await post(carol, { text: 'short-lived' });
    const renote = await post(bob, { renoteId: note.id });
    const denied = await instance.api<Err>('notes/delete', { noteId: note.id }, bob);
    expect(denied.status).toBe(403);
    expect((await instance.api('notes/delete', { noteId: note.id }, carol)).status).toBe(204);
    expect((await instance.api<Err>('notes/show', { noteId: renote.id })).body.error.code).toBe('NO_SUCH_NOTE');
  });
});

describe('following', () => {
  it('follows, unfollows and lists, with Misskey errors', async () => {
    const self = await instance.api<Err>('following/create', { userId: ids.carol }, carol);
    expect(self.body.error.id).toBe('26fbe7bb-a331-4857-af17-205b426669a9');
    expect((await instance.api('following/create', { userId: ids.alice }, carol)).status).toBe(200);
    const twice = await instance.api<Err>('following/create', { userId: ids.alice }, carol);
    expect(twice.body.error.code).toBe('ALREADY_FOLLOWING');
    const followers = await instance.api<entities.Following[]>('users/followers', { userId: ids.alice });
    expect(followers.body.map((f) => f.follower?.username)).toContain('carol');
    const profile = await instance.api<entities.UserDetailed>('users/show', { username: 'alice' }, carol);
    expect(profile.body).toMatchObject({ isFollowing: true, followersCount: 1 });
    expect((await instance.api('following/delete', { userId: ids.alice }, carol)).status).toBe(200);
    const notFollowing = await instance.api<Err>('following/delete', { userId: ids.alice }, carol);
    expect(notFollowing.body.error.code).toBe('NOT_FOLLOWING');
  });

  it('asks a locked account first; accepting makes the follow', async () => {
    const locked = await instance.api<entities.MeDetailed>(
      'i/update',
      { isLocked: true, autoAcceptFollowed: false },
      carol,
    );
    expect(locked.body.isLocked).toBe(true);
    await instance.api('following/create', { userId: ids.carol }, bob);
    const profile = await instance.api<entities.UserDetailed>('users/show', { userId: ids.carol }, bob);
    expect(profile.body).toMatchObject({ isFollowing: false, hasPendingFollowRequestFromYou: true });
    const requests = await instance.api<{ id: string; follower: { username: string } }[]>(
      'following/requests/list',
      {},
      carol,
    );
    expect(requests.body.map((r) => r.follower.username)).toEqual(['bob']);
    const sent = await instance.api<{ followee: { username: string } }[]>('following/requests/sent', {}, bob);
    expect(sent.body.map((r) => r.followee.username)).toEqual(['carol']);
    const older = await instance.api<unknown[]>('following/requests/list', { untilId: requests.body[0]?.id }, carol);
    expect(older.body).toEqual([]);
    expect((await instance.api('following/requests/accept', { userId: ids.bob }, carol)).status).toBe(204);
    expect((await instance.api<entities.UserDetailed>('users/show', { userId: ids.carol }, bob)).body.isFollowing).toBe(
      true,
    );
    const none = await instance.api<Err>('following/requests/reject', { userId: ids.bob }, carol);
    expect(none.body.error.code).toBe('NO_FOLLOW_REQUEST');
  });

  it('lets the asker take a pending request back', async () => {
    await instance.api('i/update', { isLocked: true, autoAcceptFollowed: false }, alice);
    await instance.api('following/create', { userId: ids.alice }, carol);
    const cancelled = await instance.api<entities.UserLite>('following/requests/cancel', { userId: ids.alice }, carol);
    expect(cancelled.body.username).toBe('alice');
    const profile = await instance.api<entities.UserDetailed>('users/show', { userId: ids.alice }, carol);
    expect(profile.body).toMatchObject({ isFollowing: false, hasPendingFollowRequestFromYou: false });
    const again = await instance.api<Err>('following/requests/cancel', { userId: ids.alice }, carol);
    expect(again.body.error.code).toBe('FOLLOW_REQUEST_NOT_FOUND');
    await instance.api('i/update', { isLocked: false }, alice);
  });

  it('looks users up by ids too', async () => {
    const many = await instance.api<entities.UserDetailed[]>('users/show', { userIds: [ids.alice, ids.bob] });
    expect(many.body.map((u) => u.username).sort()).toEqual(['alice', 'bob']);
    const missing = await instance.api<Err>('users/show', { username: 'nobody' });
    expect(missing.body.error.code).toBe('NO_SUCH_USER');
  });
});
