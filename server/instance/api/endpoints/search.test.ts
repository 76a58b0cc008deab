import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, errorOf, postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('search', () => {
  it('searches notes only for roles with canSearchNotes, by text, author and visibility', async () => {
    const { alice, bob, carol, ids } = people;
    await postNote(instance, bob, { text: 'Sourdough starter, day 3' });
    await postNote(instance, carol, { text: 'my SOURDOUGH failed' });
    await postNote(instance, bob, { text: 'secret sourdough', visibility: 'specified', visibleUserIds: [] });
    const refused = await instance.api('notes/search', { query: 'sourdough' }, carol);
    expect(errorOf(refused.body).id).toBe('0b44998d-77aa-4427-80d0-d2c9b8523011');

    const role = await createRole(instance, alice, {
      name: 'Searchers',
      policies: { canSearchNotes: { value: true, priority: 0, useDefault: false } },
    });
    await instance.api('admin/roles/assign', { roleId: role.id, userId: ids.carol }, alice);
    const found = await instance.api<entities.Note[]>('notes/search', { query: 'sourdough' }, carol);
    expect(found.body.map((n) => n.text)).toEqual(['my SOURDOUGH failed', 'Sourdough starter, day 3']);
    const byBob = await instance.api<entities.Note[]>('notes/search', { query: 'sourdough', userId: ids.bob }, carol);
    expect(byBob.body.map((n) => n.text)).toEqual(['Sourdough starter, day 3']);
    const literal = await instance.api<entities.Note[]>('notes/search', { query: '100%' }, carol);
    expect(literal.body).toEqual([]);
  });

  it('searches people by name or username, and by username start with @', async () => {
    const { alice } = people;
    await instance.api('i/update', { name: 'Bobby Tables' }, people.bob);
    const byName = await instance.api<entities.UserDetailed[]>('users/search', { query: 'tables' }, alice);
    expect(byName.body.map((u) => u.username)).toEqual(['bob']);
    const byStart = await instance.api<entities.UserDetailed[]>('users/search', { query: '@car' });
    expect(byStart.body.map((u) => u.username)).toEqual(['carol']);
    expect((await instance.api<unknown[]>('users/search', { query: 'bob', origin: 'remote' })).body).toEqual([]);
  });
});
