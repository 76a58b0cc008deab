import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUpAdmin, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
beforeEach(async () => {
  instance = await startTestInstance();
});
afterEach(() => instance.close());

type ErrorBody = { error: { code: string; id: string } };

describe('avatar decorations', () => {
  it('lets administrators offer decorations that people wear, placed, up to their limit', async () => {
    const admin = await setUpAdmin(instance, 'admin');
    const bob = (await instance.api<{ token: string; id: string }>('signup', { username: 'bob', password: 'pw' })).body;
    const refused = await instance.api<ErrorBody>(
      'admin/avatar-decorations/create',
      { name: 'Halo', description: '', url: 'https://img.example/halo.png' },
      bob.token,
    );
    expect(refused.body.error.code).toBe('ROLE_PERMISSION_DENIED');
    const { body: halo } = await instance.api<{ id: string; name: string }>(
      'admin/avatar-decorations/create',
      { name: 'Halo', description: 'A ring of light', url: 'https://img.example/halo.png' },
      admin,
    );
    const { body: horns } = await instance.api<{ id: string }>(
      'admin/avatar-decorations/create',
      { name: 'Horns', description: '', url: 'https://img.example/horns.png' },
      admin,
    );
    const offered = await instance.api<{ name: string }[]>('get-avatar-decorations', {});
    expect(offered.body.map((d) => d.name)).toEqual(['Horns', 'Halo']);

    const worn = await instance.api<entities.MeDetailed>(
      'i/update',
      { avatarDecorations: [{ id: halo.id, angle: 0.1, flipH: true }] },
      bob.token,
    );
    expect(worn.body.avatarDecorations).toEqual([
      { id: halo.id, angle: 0.1, flipH: true, offsetX: 0, offsetY: 0, url: 'https://img.example/halo.png' },
    ]);
    const tooMany = await instance.api<ErrorBody>(
      'i/update',
      { avatarDecorations: [{ id: halo.id }, { id: horns.id }] },
      bob.token,
    );
    expect(tooMany.body.error.id).toBe('8feff0ba-5ab5-585b-31f4-4df816663fad');

    await instance.api('admin/avatar-decorations/update', { id: halo.id, url: 'https://img.example/halo2.png' }, admin);
    const shown = await instance.api<entities.UserDetailed>('users/show', { userId: bob.id });
    expect(shown.body.avatarDecorations[0]?.url).toBe('https://img.example/halo2.png');
    await instance.api('admin/avatar-decorations/delete', { id: halo.id }, admin);
    expect(
      (await instance.api<entities.UserDetailed>('users/show', { userId: bob.id })).body.avatarDecorations,
    ).toEqual([]);
    const listed = await instance.api<{ id: string }[]>('admin/avatar-decorations/list', {}, admin);
    expect(listed.body.map((d) => d.id)).toEqual([horns.id]);
  });
});
