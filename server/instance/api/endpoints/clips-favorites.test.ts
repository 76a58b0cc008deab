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

describe('note favourites', () => {
  it('marks, lists, reports the state and unmarks, with Misskey error ids', async () => {
    const { alice, bob } = people;
    const note = await postNote(instance, bob, { text: 'worth keeping' });
    expect((await instance.api('notes/favorites/create', { noteId: note.id }, alice)).status).toBe(204);
    // The author is told: Misskey's server unlocks myNoteFavorited1 for them.
    const bobs = await instance.api<entities.Achievement[]>('users/achievements', { userId: people.ids.bob });
    expect(bobs.body.map((a) => a.name)).toContain('myNoteFavorited1');
    const again = await instance.api('notes/favorites/create', { noteId: note.id }, alice);
    expect(errorOf(again.body).id).toBe('a402c12b-34dd-41d2-97d8-4d2ffd96a1a6');
    const state = await instance.api<{ isFavorited: boolean; isMutedThread: boolean }>(
      'notes/state',
      { noteId: note.id },
      alice,
    );
    expect(state.body).toEqual({ isFavorited: true, isMutedThread: false });
    const list = await instance.api<entities.NoteFavorite[]>('i/favorites', {}, alice);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ noteId: note.id, note: { id: note.id, text: 'worth keeping' } });
    expect((await instance.api<entities.NoteFavorite[]>('i/favorites', {}, bob)).body).toEqual([]);

    expect((await instance.api('notes/favorites/delete', { noteId: note.id }, alice)).status).toBe(204);
    const notThere = await instance.api('notes/favorites/delete', { noteId: note.id }, alice);
    expect(errorOf(notThere.body)).toMatchObject({ code: 'NOT_FAVORITED', id: 'b625fc69-635e-45e9-86f4-dbefbef35af5' });
    const missing = await instance.api('notes/favorites/create', { noteId: 'nope' }, alice);
    expect(errorOf(missing.body).id).toBe('6dd26674-e060-4816-909a-45ba3f4da458');
  });

  it('cannot favourite a note the caller may not see', async () => {
    const { alice, carol } = people;
    const secret = await postNote(instance, alice, { text: 'only me', visibility: 'specified', visibleUserIds: [] });
    const tried = await instance.api('notes/favorites/create', { noteId: secret.id }, carol);
    expect(errorOf(tried.body).code).toBe('NO_SUCH_NOTE');
  });
});

describe('clips', () => {
  it('creates a clip, adds and removes notes, and keeps a private clip to its owner', async () => {
    const { alice, bob } = people;
    const made = await instance.api<entities.Clip>('clips/create', { name: 'Recipes', description: 'food' }, alice);
    expect(made.body).toMatchObject({ name: 'Recipes', description: 'food', isPublic: false, favoritedCount: 0 });
    const clipId = made.body.id;
    const first = await postNote(instance, bob, { text: 'bread' });
    const second = await postNote(instance, bob, { text: 'soup' });
    for (const n of [first, second]) {
      expect((await instance.api('clips/add-note', { clipId, noteId: n.id }, alice)).status).toBe(204);
    }
    const twice = await instance.api('clips/add-note', { clipId, noteId: first.id }, alice);
    expect(errorOf(twice.body)).toMatchObject({ code: 'ALREADY_CLIPPED', id: '734806c4-542c-463a-9311-15c512803965' });
    const notes = await instance.api<entities.Note[]>('clips/notes', { clipId }, alice);
    expect(notes.body.map((n) => n.text)).toEqual(['soup', 'bread']);
    const searched = await instance.api<entities.Note[]>('clips/notes', { clipId, search: 'brea' }, alice);
    expect(searched.body.map((n) => n.text)).toEqual(['bread']);
    const shown = await instance.api<entities.Clip>('clips/show', { clipId }, alice);
    expect(shown.body).toMatchObject({ notesCount: 2, isFavorited: false });
    expect(shown.body.lastClippedAt).not.toBeNull();

    // Private: bob sees neither the clip nor its notes; a visitor neither.
    expect(errorOf((await instance.api('clips/show', { clipId }, bob)).body).id).toBe(
      'c3c5fe33-d62c-44d2-9ea5-d997703f5c20',
    );
    expect(errorOf((await instance.api('clips/notes', { clipId })).body).id).toBe(
      '1d7645e6-2b6d-4635-b0fe-fe22b0e72e00',
    );
    // notes/clips lists only public clips to others.
    expect((await instance.api<entities.Clip[]>('notes/clips', { noteId: first.id }, bob)).body).toEqual([]);

    expect((await instance.api('clips/remove-note', { clipId, noteId: first.id }, alice)).status).toBe(204);
    expect((await instance.api<entities.Note[]>('clips/notes', { clipId }, alice)).body.map((n) => n.text)).toEqual([
      'soup',
    ]);
    const others = await instance.api('clips/add-note', { clipId, noteId: first.id }, bob);
    expect(errorOf(others.body).id).toBe('d6e76cc0-a1b5-4c7c-a287-73fa9c716dcf');
  });

  it('publishes a clip: others read it, favourite it once, and find it from the note and the user', async () => {
    const { alice, bob } = people;
    const clip = (await instance.api<entities.Clip>('clips/create', { name: 'Shared', isPublic: true }, alice)).body;
    const note = await postNote(instance, alice, { text: 'public clip note' });
    await instance.api('clips/add-note', { clipId: clip.id, noteId: note.id }, alice);
    expect((await instance.api<entities.Clip>('clips/show', { clipId: clip.id })).body.name).toBe('Shared');
    expect((await instance.api('clips/favorite', { clipId: clip.id }, bob)).status).toBe(204);
    expect(errorOf((await instance.api('clips/favorite', { clipId: clip.id }, bob)).body).code).toBe(
      'ALREADY_FAVORITED',
    );
    const mine = await instance.api<entities.Clip[]>('clips/my-favorites', {}, bob);
    expect(mine.body.map((c) => c.id)).toEqual([clip.id]);
    expect(mine.body[0]).toMatchObject({ favoritedCount: 1, isFavorited: true });
    const byNote = await instance.api<entities.Clip[]>('notes/clips', { noteId: note.id }, bob);
    expect(byNote.body.map((c) => c.id)).toEqual([clip.id]);
    const byUser = await instance.api<entities.Clip[]>('users/clips', { userId: people.ids.alice });
    expect(byUser.body.map((c) => c.id)).toEqual([clip.id]);
    expect((await instance.api('clips/unfavorite', { clipId: clip.id }, bob)).status).toBe(204);
    expect(errorOf((await instance.api('clips/unfavorite', { clipId: clip.id }, bob)).body).code).toBe('NOT_FAVORITED');

    const renamed = await instance.api<entities.Clip>(
      'clips/update',
      { clipId: clip.id, name: 'Shared again', description: null },
      alice,
    );
    expect(renamed.body).toMatchObject({ name: 'Shared again', description: null, isPublic: true });
    expect(errorOf((await instance.api('clips/update', { clipId: clip.id, name: 'x' }, bob)).body).id).toBe(
      'b4d92d70-b216-46fa-9a3f-a8c811699257',
    );
    expect((await instance.api('clips/delete', { clipId: clip.id }, alice)).status).toBe(204);
    expect((await instance.api<entities.Clip[]>('clips/list', {}, alice)).body.map((c) => c.name)).toEqual(['Recipes']);
  });

  it('stops at the role clipLimit', async () => {
    const { carol } = people;
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const r = await instance.api('clips/create', { name: `c${i}` }, carol);
      last = r.status;
      if (r.status !== 200) {
        expect(errorOf(r.body).id).toBe('920f7c2d-6208-4b76-8082-e632020f5883');
        expect(i).toBe(10);
      }
    }
    expect(last).toBe(400);
  });
});
