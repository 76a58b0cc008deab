import type { entities } from 'misskey-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, postNote, setUpPeople, startTestInstance, type TestInstance, uploadFile } from '../../../testing';

// What notes/reactions/create keeps of a reaction, as Misskey's ReactionService decides it from the
// note's reactionAcceptance, the emoji's sensitivity and roles; and the note page's two lists
// (notes/renotes, notes/reactions) answered as Misskey answers them.
let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
  const { alice } = people;
  const png = await sharp({ create: { width: 16, height: 16, channels: 4, background: '#0af' } })
    .png()
    .toBuffer();
  for (const [name, isSensitive] of [
    ['plainface', false],
    ['rudeface', true],
  ] as const) {
    const file = (await uploadFile(instance, alice, png, { name: `${name}.png` })).body;
    await instance.api('admin/emoji/add', { name, fileId: file.id, isSensitive }, alice);
  }
});
afterAll(() => instance.close());

/** Bob reacts to a new note of Alice's with this acceptance; what the note keeps. */
async function kept(acceptance: string | null, reaction: string): Promise<Record<string, number>> {
  const { alice, bob } = people;
  const note = await postNote(instance, alice, { text: 'react to me', reactionAcceptance: acceptance });
  expect((await instance.api('notes/reactions/create', { noteId: note.id, reaction }, bob)).status).toBe(204);
  return (await instance.api<entities.Note>('notes/show', { noteId: note.id }, bob)).body.reactions;
}

describe('reaction acceptance', () => {
  it('turns any reaction to a likeOnly note into a like', async () => {
    expect(await kept('likeOnly', '🎉')).toEqual({ '❤': 1 });
    expect(await kept('likeOnly', ':plainface:')).toEqual({ '❤': 1 });
  });

  it('turns a sensitive custom emoji into a like on nonSensitiveOnly notes, and keeps the others', async () => {
    expect(await kept('nonSensitiveOnly', ':rudeface:')).toEqual({ '❤': 1 });
    expect(await kept('nonSensitiveOnlyForLocalLikeOnlyForRemote', ':rudeface:')).toEqual({ '❤': 1 });
    expect(await kept('nonSensitiveOnly', ':plainface:')).toEqual({ ':plainface@.:': 1 });
    expect(await kept('nonSensitiveOnly', '🎉')).toEqual({ '🎉': 1 });
  });

  it('lets a local person react freely to a likeOnlyForRemote note, and to one accepting all', async () => {
    expect(await kept('likeOnlyForRemote', ':rudeface:')).toEqual({ ':rudeface@.:': 1 });
    expect(await kept(null, ':rudeface:')).toEqual({ ':rudeface@.:': 1 });
  });

  it('drops the variation selector of a lone emoji, as Misskey normalises it', async () => {
    expect(await kept(null, '❤️')).toEqual({ '❤': 1 });
  });

  it('turns an emoji kept for a role into a like for those without the role', async () => {
    const { alice, ids } = people;
    const png = await sharp({ create: { width: 16, height: 16, channels: 4, background: '#f0a' } })
      .png()
      .toBuffer();
    const file = (await uploadFile(instance, alice, png, { name: 'staffonly.png' })).body;
    const role = await createRole(instance, alice, { name: 'Staff' });
    await instance.api(
      'admin/emoji/add',
      { name: 'staffonly', fileId: file.id, roleIdsThatCanBeUsedThisEmojiAsReaction: [role.id] },
      alice,
    );
    expect(await kept(null, ':staffonly:')).toEqual({ '❤': 1 });
    await instance.api('admin/roles/assign', { roleId: role.id, userId: ids.bob }, alice);
    expect(await kept(null, ':staffonly:')).toEqual({ ':staffonly@.:': 1 });
  });
});

describe('the note page lists', () => {
  it('lists who renoted, newest first and paged, and answers NO_SUCH_NOTE for a missing note', async () => {
    const { alice, bob, carol } = people;
    const note = await postNote(instance, alice, { text: 'renote me' });
    const first = await postNote(instance, bob, { renoteId: note.id });
    const second = await postNote(instance, carol, { renoteId: note.id });
    const all = (await instance.api<entities.Note[]>('notes/renotes', { noteId: note.id }, alice)).body;
    expect(all.map((n) => n.id)).toEqual([second.id, first.id]);
    const older = (
      await instance.api<entities.Note[]>('notes/renotes', { noteId: note.id, untilId: second.id, limit: 1 }, alice)
    ).body;
    expect(older.map((n) => n.id)).toEqual([first.id]);
    const missing = await instance.api<{ error: { id: string } }>('notes/renotes', { noteId: '0000000000' });
    expect(missing.body.error.id).toBe('12908022-2e21-46cd-ba6a-3edaf6093f46');
  });

  it('lists who reacted with what, filtered by type, local custom emoji taken with or without @.', async () => {
    const { alice, bob, carol } = people;
    const note = await postNote(instance, alice, { text: 'react here' });
    await instance.api('notes/reactions/create', { noteId: note.id, reaction: ':plainface:' }, bob);
    await instance.api('notes/reactions/create', { noteId: note.id, reaction: '🎉' }, carol);
    type Row = entities.NoteReaction;
    const all = (await instance.api<Row[]>('notes/reactions', { noteId: note.id }, alice)).body;
    expect(all.map((r) => [r.user.username, r.type])).toEqual([
      ['carol', '🎉'],
      ['bob', ':plainface@.:'],
    ]);
    for (const type of [':plainface:', ':plainface@.:']) {
      const only = (await instance.api<Row[]>('notes/reactions', { noteId: note.id, type }, alice)).body;
      expect(only.map((r) => r.user.username)).toEqual(['bob']);
    }
    const paged = (
      await instance.api<Row[]>('notes/reactions', { noteId: note.id, untilId: all[0]?.id, limit: 1 }, alice)
    ).body;
    expect(paged.map((r) => r.user.username)).toEqual(['bob']);
  });
});
