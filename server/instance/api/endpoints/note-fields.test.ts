import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

// Notes and lists answered field for field as Misskey answers them (NoteEntityService, the list
// endpoints' paging and filters).
let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

const show = async (noteId: string, token?: string) =>
  (await instance.api<Record<string, unknown>>('notes/show', { noteId }, token)).body;

describe('a packed note', () => {
  it('leaves out what has nothing to say, as Misskey does', async () => {
    const { alice } = people;
    const plain = await postNote(instance, alice, { text: 'just words' });
    const packed = await show(plain.id, alice);
    for (const key of ['channelId', 'channel', 'mentions', 'tags', 'emojis', 'hasPoll', 'poll', 'myReaction'])
      expect(packed, key).not.toHaveProperty(key);
    expect(packed).toMatchObject({ replyId: null, renoteId: null, clippedCount: 0, reactionEmojis: {} });
  });

  it('gives the viewer’s reaction only when there is one, and the clip count', async () => {
    const { alice, bob } = people;
    const note = await postNote(instance, alice, { text: 'react, maybe' });
    await instance.api('notes/reactions/create', { noteId: note.id, reaction: '👍' }, bob);
    expect(await show(note.id, bob)).toMatchObject({ myReaction: '👍' });
    expect(await show(note.id, alice)).not.toHaveProperty('myReaction');
    const { body: clip } = await instance.api<entities.Clip>('clips/create', { name: 'keep' }, alice);
    await instance.api('clips/add-note', { clipId: clip.id, noteId: note.id }, alice);
    expect(await show(note.id, alice)).toMatchObject({ clippedCount: 1 });
  });

  it('gives the note replied to without detail, and the renoted note in detail', async () => {
    const { alice, bob } = people;
    const question = await postNote(instance, alice, { text: 'which one?', poll: { choices: ['a', 'b'] } });
    const answer = await postNote(instance, bob, { text: 'this one', replyId: question.id });
    const renote = await postNote(instance, alice, { renoteId: answer.id });
    const packed = (await show(renote.id, alice)) as unknown as entities.Note;
    // The renoted reply carries the note it answers, which is packed without detail (no poll).
    expect(packed.renote?.reply?.id).toBe(question.id);
    expect(packed.renote?.reply).not.toHaveProperty('poll');
    expect(packed.renote?.reply).not.toHaveProperty('clippedCount');
    expect((await show(question.id, alice)).poll).toMatchObject({ multiple: false });
  });

  it('drops a hidden note’s text and poll, as hideNote does, and its tags', async () => {
    const { alice, carol } = people;
    const secret = await postNote(instance, alice, {
      text: 'for followers #secret',
      visibility: 'followers',
      poll: { choices: ['x', 'y'] },
    });
    const packed = await show(secret.id, carol);
    expect(packed).toMatchObject({ isHidden: true, text: null, fileIds: [] });
    expect(packed).not.toHaveProperty('poll');
    expect(packed).not.toHaveProperty('tags');
  });
});

describe('lists around a note', () => {
  it('notes/replies gives the direct replies only, not the quotes', async () => {
    const { alice, bob } = people;
    const root = await postNote(instance, alice, { text: 'root' });
    const reply = await postNote(instance, bob, { text: 'a reply', replyId: root.id });
    await postNote(instance, bob, { text: 'a quote', renoteId: root.id });
    const { body } = await instance.api<entities.Note[]>('notes/replies', { noteId: root.id }, alice);
    expect(body.map((n) => n.id)).toEqual([reply.id]);
  });

  it('notes/children leaves out people the viewer muted', async () => {
    const { alice, bob, carol, ids } = people;
    const root = await postNote(instance, alice, { text: 'answer me' });
    const fromBob = await postNote(instance, bob, { text: 'bob answers', replyId: root.id });
    const fromCarol = await postNote(instance, carol, { text: 'carol answers', replyId: root.id });
    await instance.api('mute/create', { userId: ids.carol }, alice);
    const { body } = await instance.api<entities.Note[]>('notes/children', { noteId: root.id }, alice);
    await instance.api('mute/delete', { userId: ids.carol }, alice);
    expect(body.map((n) => n.id)).toEqual([fromBob.id]);
    expect(body.map((n) => n.id)).not.toContain(fromCarol.id);
  });

  it('users/followers pages on with untilId', async () => {
    const { alice, ids } = people;
    for (const name of ['f1', 'f2', 'f3']) {
      const { body } = await instance.api<{ token: string }>('signup', { username: name, password: 'pw' });
      await instance.api('following/create', { userId: ids.alice }, body.token);
    }
    const page = async (extra: Record<string, unknown>) =>
      (await instance.api<entities.Following[]>('users/followers', { userId: ids.alice, limit: 2, ...extra }, alice))
        .body;
    const first = await page({});
    expect(first).toHaveLength(2);
    const second = await page({ untilId: first[1]?.id });
    expect(second.length).toBeGreaterThan(0);
    expect(second.map((f) => f.followerId)).not.toContain(first[0]?.followerId);
    expect(second.map((f) => f.followerId)).not.toContain(first[1]?.followerId);
  });
});
