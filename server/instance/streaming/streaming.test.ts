import type { entities } from 'misskey-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelEvent,
  connectStream,
  postNote,
  setUpPeople,
  startTestInstance,
  type TestInstance,
  uploadFile,
} from '../../testing';

let instance: TestInstance;
let alice: string;
let bob: string;
let carol: string;
let ids: Record<string, string>;

const post = (token: string, body: Record<string, unknown>) => postNote(instance, token, body);

beforeAll(async () => {
  instance = await startTestInstance();
  ({ alice, bob, carol, ids } = await setUpPeople(instance));
});
afterAll(() => instance.close());

describe('timeline channels', () => {
  it("brings a followed user's new note to the home timeline, and not a stranger's", async () => {
    const stream = await connectStream(instance, alice);
    stream.send({ type: 'connect', body: { channel: 'homeTimeline', id: 'home' } });
    await new Promise((r) => setTimeout(r, 50));
    await post(carol, { text: 'carol is not followed' });
    const note = await post(bob, { text: 'Hello $[x2 big] **world** #tessera' });
    const got = await stream.waitFor<{ body: entities.Note }>(channelEvent('home', 'note'), 'the home note');
    expect(got.body).toMatchObject({ id: note.id, text: note.text, user: { username: 'bob' } });
    expect(stream.messages.filter(channelEvent('home', 'note'))).toHaveLength(1);
    stream.close();
  });

  it('gives visitors the local timeline, with public notes only', async () => {
    const stream = await connectStream(instance);
    stream.send({ type: 'connect', body: { channel: 'localTimeline', id: 'ltl', params: { withRenotes: true } } });
    await new Promise((r) => setTimeout(r, 50));
    await post(carol, { text: 'home only', visibility: 'home' });
    const pub = await post(carol, { text: 'for everyone' });
    const got = await stream.waitFor<{ body: entities.Note }>(channelEvent('ltl', 'note'), 'the public note');
    expect(got.body.id).toBe(pub.id);
    expect(stream.messages.filter(channelEvent('ltl', 'note'))).toHaveLength(1);
    stream.close();
  });

  it('refuses the home timeline to a visitor silently, as Misskey does', async () => {
    const stream = await connectStream(instance);
    stream.send({ type: 'connect', body: { channel: 'homeTimeline', id: 'home' } });
    await post(bob, { text: 'nobody hears this' });
    await new Promise((r) => setTimeout(r, 100));
    expect(stream.messages).toEqual([]);
    stream.close();
  });
});

describe('main channel', () => {
  it('tells of a reply, then notification, then unreadNotification while still unread', async () => {
    const stream = await connectStream(instance, alice);
    stream.send({ type: 'connect', body: { channel: 'main', id: 'main' } });
    await new Promise((r) => setTimeout(r, 50));
    const mine = await post(alice, { text: 'anyone?' });
    const reply = await post(bob, { text: 'me!', replyId: mine.id });
    const replied = await stream.waitFor<{ body: entities.Note }>(channelEvent('main', 'reply'), 'the reply event');
    expect(replied.body.id).toBe(reply.id);
    const notification = await stream.waitFor<{ body: entities.Notification }>(
      channelEvent('main', 'notification'),
      'the notification',
    );
    expect(notification.body).toMatchObject({ type: 'reply', user: { username: 'bob' } });
    await stream.waitFor(channelEvent('main', 'unreadNotification'), 'unreadNotification after 2 s');
    const me = await instance.api<entities.MeDetailed>('i', {}, alice);
    expect(me.body.unreadNotificationsCount).toBeGreaterThanOrEqual(1);
    await instance.api('notifications/mark-all-as-read', {}, alice);
    await stream.waitFor(channelEvent('main', 'readAllNotifications'), 'readAllNotifications');
    expect((await instance.api<entities.MeDetailed>('i', {}, alice)).body.unreadNotificationsCount).toBe(0);
    stream.close();
  });

  it('sends a test notification and an app’s own, and flushes them all', async () => {
    const stream = await connectStream(instance, carol);
    stream.send({ type: 'connect', body: { channel: 'main', id: 'main' } });
    await new Promise((r) => setTimeout(r, 50));
    await instance.api('notifications/test-notification', {}, carol);
    const test = await stream.waitFor<{ body: entities.Notification }>(channelEvent('main', 'notification'), 'test');
    expect(test.body.type).toBe('test');
    await instance.api('notifications/create', { body: 'Backup done', header: 'Backups' }, carol);
    const listed = (await instance.api<entities.Notification[]>('i/notifications', {}, carol)).body;
    expect(listed[0]).toMatchObject({ type: 'app', body: 'Backup done', header: 'Backups', icon: null });
    await instance.api('notifications/flush', {}, carol);
    await stream.waitFor(channelEvent('main', 'notificationFlushed'), 'notificationFlushed');
    expect((await instance.api<unknown[]>('i/notifications', {}, carol)).body).toEqual([]);
    stream.close();
  });
});

describe('note capture, reactions and polls', () => {
  it('names a custom emoji reaction as Misskey does, with its image address', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#0af' } })
      .png()
      .toBuffer();
    const file = (await uploadFile(instance, alice, png, { name: 'wave.png' })).body;
    await instance.api('admin/emoji/add', { name: 'wave', fileId: file.id }, alice);
    const note = await post(bob, { text: 'wave back' });
    const stream = await connectStream(instance, alice);
    stream.send({ type: 'sr', body: { id: note.id } });
    await new Promise((r) => setTimeout(r, 50));
    await instance.api('notes/reactions/create', { noteId: note.id, reaction: ':wave:' }, carol);
    const reacted = await stream.waitFor<{ body: { reaction: string; emoji: { name: string; url: string } } }>(
      (m) => m.type === 'noteUpdated' && (m.body as { type: string }).type === 'reacted',
      'reacted',
    );
    expect(reacted.body.reaction).toBe(':wave@.:');
    expect(reacted.body.emoji.name).toBe('wave@.');
    expect(reacted.body.emoji.url).toMatch(/^http.*wave/);
    stream.close();
  });

  it('sends reacted, unreacted, pollVoted and deleted to those capturing the note', async () => {
    const note = await post(bob, { text: 'vote!', poll: { choices: ['yes', 'no'] } });
    const stream = await connectStream(instance, alice);
    stream.send({ type: 'sr', body: { id: note.id } });
    await new Promise((r) => setTimeout(r, 50));
    await instance.api('notes/reactions/create', { noteId: note.id, reaction: '👍' }, carol);
    const reacted = await stream.waitFor<{ type: string; body: { reaction: string; userId: string } }>(
      (m) => m.type === 'noteUpdated' && (m.body as { type: string }).type === 'reacted',
      'reacted',
    );
    expect(reacted.body).toMatchObject({ reaction: '👍', userId: ids.carol });
    await instance.api('notes/reactions/delete', { noteId: note.id }, carol);
    await stream.waitFor(
      (m) => m.type === 'noteUpdated' && (m.body as { type: string }).type === 'unreacted',
      'unreacted',
    );
    await instance.api('notes/polls/vote', { noteId: note.id, choice: 1 }, alice);
    const voted = await stream.waitFor<{ body: { choice: number } }>(
      (m) => m.type === 'noteUpdated' && (m.body as { type: string }).type === 'pollVoted',
      'pollVoted',
    );
    expect(voted.body.choice).toBe(1);
    await instance.api('notes/delete', { noteId: note.id }, bob);
    await stream.waitFor((m) => m.type === 'noteUpdated' && (m.body as { type: string }).type === 'deleted', 'deleted');
    stream.close();
  });

  it('keeps one reaction per user, normalises it, and honours reactionAcceptance', async () => {
    const note = await post(bob, { text: 'react' });
    await instance.api('notes/reactions/create', { noteId: note.id, reaction: '🎉' }, alice);
    const twice = await instance.api<{ error: { id: string } }>(
      'notes/reactions/create',
      { noteId: note.id, reaction: '🎉' },
      alice,
    );
    expect(twice.body.error.id).toBe('71efcf98-86d6-4e2b-b2ad-9d032369366b');
    await instance.api('notes/reactions/create', { noteId: note.id, reaction: '👀' }, alice); // replaces
    await instance.api('notes/reactions/create', { noteId: note.id, reaction: ':no_such_emoji:' }, carol); // unknown: a like
    const shown = (await instance.api<entities.Note>('notes/show', { noteId: note.id }, alice)).body;
    expect(shown.reactions).toEqual({ '👀': 1, '❤': 1 });
    expect(shown.myReaction).toBe('👀');
    const list = (
      await instance.api<{ type: string; user: { username: string } }[]>('notes/reactions', { noteId: note.id })
    ).body;
    expect(list.map((r) => `${r.user.username}:${r.type}`).sort()).toEqual(['alice:👀', 'carol:❤']);
    const likeOnly = await post(bob, { text: 'likes only', reactionAcceptance: 'likeOnly' });
    await instance.api('notes/reactions/create', { noteId: likeOnly.id, reaction: '🎉' }, alice);
    expect((await instance.api<entities.Note>('notes/show', { noteId: likeOnly.id })).body.reactions).toEqual({
      '❤': 1,
    });
    const renote = await post(alice, { renoteId: note.id });
    const toRenote = await instance.api<{ error: { code: string } }>(
      'notes/reactions/create',
      { noteId: renote.id, reaction: '👍' },
      carol,
    );
    expect(toRenote.body.error.code).toBe('CANNOT_REACT_TO_RENOTE');
    const notReacted = await instance.api<{ error: { code: string } }>(
      'notes/reactions/delete',
      { noteId: likeOnly.id },
      carol,
    );
    expect(notReacted.body.error.code).toBe('NOT_REACTED');
  });

  it('takes one vote on a single-choice poll, one per choice on a multiple one, none once expired', async () => {
    const single = await post(bob, { text: 'pick one', poll: { choices: ['a', 'b', 'c'] } });
    expect((await instance.api('notes/polls/vote', { noteId: single.id, choice: 0 }, alice)).status).toBe(204);
    const again = await instance.api<{ error: { id: string } }>(
      'notes/polls/vote',
      { noteId: single.id, choice: 1 },
      alice,
    );
    expect(again.body.error.id).toBe('0963fc77-efac-419b-9424-b391608dc6d8');
    const bad = await instance.api<{ error: { code: string } }>(
      'notes/polls/vote',
      { noteId: single.id, choice: 7 },
      carol,
    );
    expect(bad.body.error.code).toBe('INVALID_CHOICE');
    const shown = (await instance.api<entities.Note>('notes/show', { noteId: single.id }, alice)).body;
    expect(shown.poll?.choices).toEqual([
      { text: 'a', votes: 1, isVoted: true },
      { text: 'b', votes: 0, isVoted: false },
      { text: 'c', votes: 0, isVoted: false },
    ]);
    const multiple = await post(bob, { text: 'pick many', poll: { choices: ['x', 'y'], multiple: true } });
    await instance.api('notes/polls/vote', { noteId: multiple.id, choice: 0 }, alice);
    expect((await instance.api('notes/polls/vote', { noteId: multiple.id, choice: 1 }, alice)).status).toBe(204);
    const soon = await post(bob, { text: 'quick', poll: { choices: ['x', 'y'], expiredAfter: 1 } });
    await new Promise((r) => setTimeout(r, 10));
    const late = await instance.api<{ error: { code: string } }>(
      'notes/polls/vote',
      { noteId: soon.id, choice: 0 },
      alice,
    );
    expect(late.body.error.code).toBe('ALREADY_EXPIRED');
    const noPoll = await post(bob, { text: 'no poll here' });
    expect(
      (await instance.api<{ error: { code: string } }>('notes/polls/vote', { noteId: noPoll.id, choice: 0 }, alice))
        .body.error.code,
    ).toBe('NO_POLL');
  });
});

describe('notification lists', () => {
  it('lists notifications newest first, groups reactions, and filters by type', async () => {
    const note = await post(carol, { text: 'react to me' });
    await instance.api('notes/reactions/create', { noteId: note.id, reaction: '👍' }, alice);
    await instance.api('notes/reactions/create', { noteId: note.id, reaction: '🎉' }, bob);
    const list = (await instance.api<entities.Notification[]>('i/notifications', { markAsRead: false }, carol)).body;
    expect(list.slice(0, 2).map((n) => n.type)).toEqual(['reaction', 'reaction']);
    const grouped = (await instance.api<entities.Notification[]>('i/notifications-grouped', {}, carol)).body;
    const first = grouped[0];
    expect(first?.type).toBe('reaction:grouped');
    if (first?.type === 'reaction:grouped') expect(first.reactions.map((r) => r.reaction)).toEqual(['🎉', '👍']);
    const onlyFollows = (
      await instance.api<entities.Notification[]>('i/notifications', { includeTypes: ['follow'] }, carol)
    ).body;
    expect(onlyFollows.every((n) => n.type === 'follow')).toBe(true);
  });
});
