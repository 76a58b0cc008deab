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

describe('notes/unrenote', () => {
  it("removes the caller's renotes and quotes of a note, and nobody else's", async () => {
    const { alice, bob, carol } = people;
    const original = await postNote(instance, alice, { text: 'worth sharing' });
    const renote = await postNote(instance, bob, { renoteId: original.id });
    const quote = await postNote(instance, bob, { text: 'indeed', renoteId: original.id });
    const others = await postNote(instance, carol, { renoteId: original.id });
    expect((await instance.api('notes/unrenote', { noteId: original.id }, bob)).status).toBe(204);
    for (const gone of [renote, quote]) {
      expect((await instance.api('notes/show', { noteId: gone.id }, bob)).status).toBe(400);
    }
    expect((await instance.api('notes/show', { noteId: others.id }, bob)).status).toBe(200);
    const shown = await instance.api<entities.Note>('notes/show', { noteId: original.id }, alice);
    expect(shown.body.renoteCount).toBe(1);
    const missing = await instance.api('notes/unrenote', { noteId: 'aaaaaaaaaa' }, bob);
    expect(errorOf(missing.body).id).toBe('efd4a259-2442-496b-8dd7-b255aa1a160f');
  });
});

describe('username/available', () => {
  it('says whether a name is taken, without case, and refuses a malformed one', async () => {
    const available = async (username: string) =>
      (await instance.api<{ available: boolean }>('username/available', { username })).body.available;
    expect(await available('alice')).toBe(false);
    expect(await available('ALICE')).toBe(false);
    expect(await available('nobody_here')).toBe(true);
    expect((await instance.api('username/available', { username: 'not a name' })).status).toBe(400);
  });
});

describe('hashtags/search', () => {
  it('lists the hashtags starting with the query, most used first, with limit and offset', async () => {
    const { alice, bob } = people;
    await postNote(instance, alice, { text: '#gardenTools and #gardening' });
    await postNote(instance, bob, { text: '#gardening again' });
    await postNote(instance, bob, { text: '#cooking' });
    const search = async (params: Record<string, unknown>) =>
      (await instance.api<string[]>('hashtags/search', params)).body;
    expect(await search({ query: 'GARD' })).toEqual(['gardening', 'gardentools']);
    expect(await search({ query: 'gard', limit: 1, offset: 1 })).toEqual(['gardentools']);
    expect(await search({ query: '%' })).toEqual([]);
  });
});
