import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('my/apps', () => {
  it('lists the apps the caller registered, without their secrets', async () => {
    const { bob, carol } = people;
    const made = async (name: string) =>
      (
        await instance.api<entities.App>(
          'app/create',
          { name, description: 'test', permission: ['read:account'], callbackUrl: null },
          bob,
        )
      ).body.id;
    const first = await made('First app');
    const second = await made('Second app');
    const { body } = await instance.api<entities.App[]>('my/apps', {}, bob);
    expect(body.map((a) => a.id)).toEqual([first, second]);
    expect(body.every((a) => !('secret' in a))).toBe(true);
    expect((await instance.api<entities.App[]>('my/apps', { limit: 1, offset: 1 }, bob)).body.map((a) => a.id)).toEqual(
      [second],
    );
    expect((await instance.api<entities.App[]>('my/apps', {}, carol)).body).toEqual([]);
  });
});

describe('admin/accounts/find-by-email', () => {
  it('finds the account with an address, for administrators only', async () => {
    const { alice, bob, ids } = people;
    expect((await instance.api('i/update-email', { password: 'pw', email: 'bob@example.com' }, bob)).status).toBe(200);
    const found = await instance.api<entities.UserDetailed>(
      'admin/accounts/find-by-email',
      { email: 'bob@example.com' },
      alice,
    );
    expect(found.body.id).toBe(ids.bob);
    const missing = await instance.api<{ error: { id: string } }>(
      'admin/accounts/find-by-email',
      { email: 'nobody@example.com' },
      alice,
    );
    expect(missing.body.error.id).toBe('cb865949-8af5-4062-a88c-ef55e8786d1d');
    expect((await instance.api('admin/accounts/find-by-email', { email: 'bob@example.com' }, bob)).status).toBe(403);
  });
});

describe('admin/accounts/delete', () => {
  it("deletes an account as admin/delete-account does, never a moderator's", async () => {
    const { alice, carol, ids } = people;
    expect((await instance.api('admin/accounts/delete', { userId: ids.alice }, alice)).status).toBe(500);
    expect((await instance.api('admin/accounts/delete', { userId: ids.carol }, alice)).status).toBe(204);
    expect((await instance.api('i', {}, carol)).status).toBe(403); // USER_IS_DELETED
    const log = await instance.api<entities.ModerationLog[]>('admin/show-moderation-logs', {}, alice);
    expect(log.body[0]).toMatchObject({ type: 'deleteAccount', info: { userId: ids.carol } });
  });
});
