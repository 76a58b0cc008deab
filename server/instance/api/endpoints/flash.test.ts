import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
const SCRIPT = '/// @ 1.2.1\nUi:render([Ui:C:text({ text: "hi" })])';

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('Play (flash/*)', () => {
  it('publishes, shows, updates, likes, features and deletes a Play, with Misskey error ids', async () => {
    const { alice, bob } = people;
    const created = await instance.api<entities.Flash>(
      'flash/create',
      { title: 'Greeter', summary: 'Says hi', script: SCRIPT, permissions: [] },
      alice,
    );
    expect(created.body).toMatchObject({ title: 'Greeter', summary: 'Says hi', visibility: 'public', likedCount: 0 });
    expect(created.body.user.username).toBe('alice');
    const flashId = created.body.id;

    const shown = await instance.api<entities.Flash>('flash/show', { flashId });
    expect(shown.body.script).toBe(SCRIPT);
    expect(shown.body.isLiked).toBeUndefined();

    expect((await instance.api('flash/update', { flashId, title: 'Greeter 2' }, alice)).status).toBe(204);
    const denied = await instance.api('flash/update', { flashId, title: 'mine now' }, bob);
    expect(errorOf(denied.body)).toMatchObject({ code: 'ACCESS_DENIED', id: '08e60c88-5948-478e-a132-02ec701d67b2' });
    expect((await instance.api<entities.Flash>('flash/show', { flashId })).body).toMatchObject({
      title: 'Greeter 2',
      summary: 'Says hi',
    });

    // Likes: not one's own, not twice; the featured list has the liked ones.
    expect(errorOf((await instance.api('flash/like', { flashId }, alice)).body).id).toBe(
      '3fd8a0e7-5955-4ba9-85bb-bf3e0c30e13b',
    );
    expect((await instance.api<entities.Flash[]>('flash/featured', {})).body).toEqual([]);
    expect((await instance.api('flash/like', { flashId }, bob)).status).toBe(204);
    expect(errorOf((await instance.api('flash/like', { flashId }, bob)).body).code).toBe('ALREADY_LIKED');
    const featured = await instance.api<entities.Flash[]>('flash/featured', {}, bob);
    expect(featured.body.map((f) => [f.id, f.likedCount, f.isLiked])).toEqual([[flashId, 1, true]]);
    const likes = await instance.api<{ id: string; flash: entities.Flash }[]>('flash/my-likes', {}, bob);
    expect(likes.body.map((l) => l.flash.id)).toEqual([flashId]);
    expect((await instance.api('flash/unlike', { flashId }, bob)).status).toBe(204);
    expect(errorOf((await instance.api('flash/unlike', { flashId }, bob)).body)).toMatchObject({
      code: 'NOT_LIKED',
      id: '755f25a7-9871-4f65-9f34-51eaad9ae0ac',
    });

    expect(errorOf((await instance.api('flash/delete', { flashId }, bob)).body).id).toBe(
      '1036ad7b-9f92-4fff-89c3-0e50dc941704',
    );
    expect((await instance.api('flash/delete', { flashId }, alice)).status).toBe(204);
    expect(errorOf((await instance.api('flash/show', { flashId })).body).id).toBe(
      'f0d34a1a-d29a-401d-90ba-1982122b5630',
    );
  });

  it('keeps a private Play to its author: not shown, listed or liked by others', async () => {
    const { alice, bob } = people;
    const created = await instance.api<entities.Flash>(
      'flash/create',
      { title: 'Secret', summary: '', script: SCRIPT, permissions: ['read:account'], visibility: 'private' },
      alice,
    );
    const flashId = created.body.id;
    expect((await instance.api('flash/show', { flashId }, alice)).status).toBe(200);
    expect(errorOf((await instance.api('flash/show', { flashId }, bob)).body).code).toBe('NO_SUCH_FLASH');
    expect(errorOf((await instance.api('flash/like', { flashId }, bob)).body).code).toBe('NO_SUCH_FLASH');
    const mine = await instance.api<entities.Flash[]>('flash/my', {}, alice);
    expect(mine.body.map((f) => f.id)).toContain(flashId);
    const hers = await instance.api<entities.Flash[]>('users/flashs', { userId: people.ids.alice }, bob);
    expect(hers.body.map((f) => f.id)).not.toContain(flashId);
    const found = await instance.api<entities.Flash[]>('flash/search', { query: 'Secret' });
    expect(found.body).toEqual([]);
  });
});
