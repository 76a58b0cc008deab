import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appToken,
  connectStream,
  errorOf,
  setUpPeople,
  startTestInstance,
  type TestInstance,
  uploadFile,
} from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
let ids: string[];

type Emoji = { id: string; name: string; category: string | null; aliases: string[]; license: string | null };

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
  const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#0af' } })
    .png()
    .toBuffer();
  const file = (await uploadFile(instance, people.alice, png, { name: 'dot.png' })).body;
  ids = [];
  for (const [name, aliases] of [
    ['one', ['a']],
    ['two', ['a', 'b']],
    ['three', []],
  ] as const) {
    const added = await instance.api<Emoji>('admin/emoji/add', { name, fileId: file.id, aliases }, people.alice);
    ids.push(added.body.id);
  }
});
afterAll(() => instance.close());

const emoji = async () =>
  Object.fromEntries(
    (await instance.api<Emoji[]>('admin/emoji/list', { limit: 100 }, people.alice)).body.map((e) => [e.name, e]),
  );

describe('the custom emoji bulk tools (admin/emoji/*-bulk)', () => {
  it('sets the category and license, and adds, removes and sets aliases, of the emoji chosen only', async () => {
    const { alice } = people;
    const [one, two, three] = ids;
    const stream = await connectStream(instance, people.bob);
    const call = (endpoint: string, body: Record<string, unknown>) => instance.api(endpoint, body, alice);

    expect(
      (await call('admin/emoji/set-category-bulk', { ids: [one, two, 'aaaaaaaaaa'], category: 'Dots' })).status,
    ).toBe(204);
    const updated = await stream.waitFor<{ emojis: Emoji[] }>((m) => m.type === 'emojiUpdated', 'emojiUpdated');
    expect(updated.emojis.map((e) => e.name).sort()).toEqual(['one', 'two']);
    let now = await emoji();
    expect([now.one?.category, now.two?.category, now.three?.category]).toEqual(['Dots', 'Dots', null]);

    await call('admin/emoji/set-license-bulk', { ids: [two, three], license: 'CC0' });
    now = await emoji();
    expect([now.one?.license, now.two?.license, now.three?.license]).toEqual([null, 'CC0', 'CC0']);

    await call('admin/emoji/add-aliases-bulk', { ids, aliases: ['b', 'c'] });
    now = await emoji();
    expect([now.one?.aliases, now.two?.aliases, now.three?.aliases]).toEqual([
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
      ['b', 'c'],
    ]);
    await call('admin/emoji/remove-aliases-bulk', { ids: [one, three], aliases: ['a', 'c'] });
    now = await emoji();
    expect([now.one?.aliases, now.two?.aliases, now.three?.aliases]).toEqual([['b'], ['a', 'b', 'c'], ['b']]);
    await call('admin/emoji/set-aliases-bulk', { ids: [two], aliases: ['z'] });
    expect((await emoji()).two?.aliases).toEqual(['z']);
    await call('admin/emoji/set-category-bulk', { ids: [one], category: null });
    expect((await emoji()).one?.category).toBeNull();
  });

  it('is for managers of custom emoji, with write:admin:emoji, within bounds', async () => {
    const { alice, bob } = people;
    for (const endpoint of [
      'admin/emoji/set-category-bulk',
      'admin/emoji/set-license-bulk',
      'admin/emoji/add-aliases-bulk',
      'admin/emoji/remove-aliases-bulk',
      'admin/emoji/set-aliases-bulk',
    ]) {
      const body = { ids, aliases: ['x'], category: 'x', license: 'x' };
      expect((await instance.api(endpoint, body, bob)).status, endpoint).toBe(403);
      expect(errorOf((await instance.api(endpoint, { aliases: ['x'] }, alice)).body).code, endpoint).toBe(
        'INVALID_PARAM',
      );
      const tooMany = Array.from({ length: 101 }, (_, i) => `id${i}`);
      expect(errorOf((await instance.api(endpoint, { ...body, ids: tooMany }, alice)).body).code).toBe('INVALID_PARAM');
    }
    expect(errorOf((await instance.api('admin/emoji/add-aliases-bulk', { ids }, alice)).body).code).toBe(
      'INVALID_PARAM',
    );
    const reader = await appToken(instance, alice, ['read:admin:emoji']);
    expect((await instance.api('admin/emoji/set-category-bulk', { ids, category: 'y' }, reader)).status).toBe(403);
  });
});
