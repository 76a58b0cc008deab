import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectStream,
  errorOf,
  setUpPeople,
  startTestInstance,
  type TestInstance,
  uploadFile,
} from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
type Emoji = {
  id: string;
  name: string;
  category: string | null;
  aliases: string[];
  url: string;
  isSensitive: boolean;
};

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('custom emoji management (admin/emoji/*)', () => {
  it('adds an emoji from a drive file, lists, changes and deletes it, telling every client, and refuses others', async () => {
    const { alice: admin, bob: alice } = people;
    const png = await sharp({ create: { width: 16, height: 16, channels: 4, background: '#fa0f' } })
      .png()
      .toBuffer();
    const file = (await uploadFile(instance, admin, png, { name: 'blob.png' })).body;
    const stream = await connectStream(instance, alice);

    const added = await instance.api<Emoji>(
      'admin/emoji/add',
      { name: 'blob', fileId: file.id, category: 'Blobs' },
      admin,
    );
    expect(added.body).toMatchObject({ name: 'blob', category: 'Blobs', aliases: [], isSensitive: false });
    expect(added.body.url).toContain('/files/');
    await stream.waitFor((m) => m.type === 'emojiAdded', 'emojiAdded');
    expect(errorOf((await instance.api('admin/emoji/add', { name: 'blob', fileId: file.id }, admin)).body).id).toBe(
      'f7a3462c-4e6e-4069-8421-b9bd4f4c3975',
    );
    expect((await instance.api('admin/emoji/add', { name: 'nope', fileId: file.id }, alice)).status).toBe(403);

    const listed = await instance.api<Emoji[]>('admin/emoji/list', { query: 'bl' }, admin);
    expect(listed.body.map((e) => e.name)).toEqual(['blob']);
    expect((await instance.api<{ emojis: Emoji[] }>('emojis', {})).body.emojis.map((e) => e.name)).toContain('blob');

    expect(
      (await instance.api('admin/emoji/update', { name: 'blob', aliases: ['round'], isSensitive: true }, admin)).status,
    ).toBe(204);
    await stream.waitFor((m) => m.type === 'emojiUpdated', 'emojiUpdated');
    expect((await instance.api<Emoji>('emoji', { name: 'blob' })).body).toMatchObject({
      aliases: ['round'],
      isSensitive: true,
    });
    expect(errorOf((await instance.api('admin/emoji/update', { name: 'ghost', aliases: [] }, admin)).body).id).toBe(
      '684dec9d-a8c2-4364-9aa8-456c49cb1dc8',
    );

    expect((await instance.api('admin/emoji/delete', { id: added.body.id }, admin)).status).toBe(204);
    await stream.waitFor((m) => m.type === 'emojiDeleted', 'emojiDeleted');
    expect(errorOf((await instance.api('admin/emoji/delete', { id: added.body.id }, admin)).body).id).toBe(
      'be83669b-773a-44b7-b1f8-e5e5170ac3c2',
    );
    stream.close();
  });

  it('pages, filters and sorts the emoji grid (v2/admin/emoji/list) for managers only', async () => {
    const { alice: admin, bob } = people;
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#0af' } })
      .png()
      .toBuffer();
    const file = (await uploadFile(instance, admin, png, { name: 'grid.png' })).body;
    for (const [name, category] of [
      ['grid_c', 'Animals'],
      ['grid_a', 'Animals'],
      ['grid_b', 'Food'],
    ]) {
      await instance.api('admin/emoji/add', { name, fileId: file.id, category, isSensitive: name === 'grid_b' }, admin);
    }
    type Page = {
      emojis: { name: string; type: string | null; updatedAt: string | null; publicUrl: string }[];
      count: number;
      allCount: number;
      allPages: number;
    };
    const page = (params: Record<string, unknown>) => instance.api<Page>('v2/admin/emoji/list', params, admin);
    const sorted = await page({ query: { name: 'grid_' }, sortKeys: ['+name'], limit: 2, page: 1 });
    expect(sorted.body).toMatchObject({ count: 2, allCount: 3, allPages: 2 });
    expect(sorted.body.emojis.map((e) => e.name)).toEqual(['grid_a', 'grid_b']);
    expect(sorted.body.emojis[0]).toMatchObject({ type: 'image/png' });
    expect(sorted.body.emojis[0]?.updatedAt).toMatch(/^\d{4}-/);
    const second = await page({ query: { name: 'grid_' }, sortKeys: ['+name'], limit: 2, page: 2 });
    expect(second.body.emojis.map((e) => e.name)).toEqual(['grid_c']);
    const animals = await page({ query: { category: 'anim', isSensitive: false }, sortKeys: ['-name'] });
    expect(animals.body.emojis.map((e) => e.name)).toEqual(['grid_c', 'grid_a']);
    // Every emoji here is local: asking for remote ones finds none.
    expect((await page({ query: { hostType: 'remote' } })).body.allCount).toBe(0);
    expect((await instance.api('v2/admin/emoji/list', {}, bob)).status).toBe(403);
    expect((await page({ limit: 101 })).status).toBe(400);

    // The grid saves a renamed row by its id; a name another emoji has is refused.
    const [first] = sorted.body.emojis as unknown as { id: string }[];
    const rename = (name: string) => instance.api('admin/emoji/update', { id: first?.id, name }, admin);
    expect(errorOf((await rename('grid_c')).body).id).toBe('7180fe9d-1ee3-bff9-647d-fe9896d2ffb8');
    expect((await rename('grid_z')).status).toBe(204);
    expect((await page({ query: { name: 'grid_z' } })).body.allCount).toBe(1);
  });
});
