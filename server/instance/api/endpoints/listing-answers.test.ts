import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, setUpPeople, startTestInstance, type TestInstance, uploadFile } from '../../../testing';

// users/show and emojis answer as Misskey's do: order, who is shown, which fields.
let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('users/show', () => {
  it('gives a list in the order asked, and suspended accounts to moderators only', async () => {
    const { alice: admin, bob, ids } = people;
    const order = async (token: string) =>
      (
        await instance.api<{ id: string }[]>('users/show', { userIds: [ids.carol, ids.alice, ids.bob] }, token)
      ).body.map((u) => u.id);
    expect(await order(bob)).toEqual([ids.carol, ids.alice, ids.bob]);
    await instance.api('admin/suspend-user', { userId: ids.carol }, admin);
    expect(await order(bob)).toEqual([ids.alice, ids.bob]);
    expect(await order(admin)).toEqual([ids.carol, ids.alice, ids.bob]);
    const one = await instance.api<{ error: { code: string } }>('users/show', { userId: ids.carol }, bob);
    expect(one.body.error.code).toBe('NO_SUCH_USER');
    expect((await instance.api('users/show', { userId: ids.carol }, admin)).status).toBe(200);
    await instance.api('admin/unsuspend-user', { userId: ids.carol }, admin);
  });
});

describe('emojis', () => {
  it('sorts by category and name without case, and names the reaction roles when there are some', async () => {
    const { alice: admin } = people;
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#0f0f' } })
      .png()
      .toBuffer();
    const file = (await uploadFile(instance, admin, png, { name: 'e.png' })).body;
    const role = await createRole(instance, admin, { name: 'reactors' });
    await instance.api('admin/emoji/add', { name: 'beta', fileId: file.id, category: 'b' }, admin);
    await instance.api('admin/emoji/add', { name: 'Alpha', fileId: file.id, category: 'B' }, admin);
    await instance.api(
      'admin/emoji/add',
      { name: 'gamma', fileId: file.id, category: 'a', roleIdsThatCanBeUsedThisEmojiAsReaction: [role.id] },
      admin,
    );
    const { body } = await instance.api<{ emojis: Record<string, unknown>[] }>('emojis', {});
    expect(body.emojis.map((e) => e.name)).toEqual(['gamma', 'Alpha', 'beta']);
    expect(body.emojis[0]).toMatchObject({ roleIdsThatCanBeUsedThisEmojiAsReaction: [role.id] });
    expect(body.emojis[1]).not.toHaveProperty('roleIdsThatCanBeUsedThisEmojiAsReaction');
  });
});
