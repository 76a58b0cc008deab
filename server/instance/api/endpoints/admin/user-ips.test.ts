import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, errorOf, setUpPeople, startTestInstance, type TestInstance } from '../../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('admin/get-user-ips', () => {
  it('lists nothing while IP logging is off (Misskey’s default), then each address once', async () => {
    const { alice, bob, ids } = people;
    const ips = async () =>
      (await instance.api<entities.AdminGetUserIpsResponse>('admin/get-user-ips', { userId: ids.bob }, alice)).body;
    expect((await instance.api<entities.AdminMetaResponse>('admin/meta', {}, alice)).body.enableIpLogging).toBe(false);
    await instance.api('i', {}, bob);
    expect(await ips()).toEqual([]);

    expect((await instance.api('admin/update-meta', { enableIpLogging: true }, alice)).status).toBe(204);
    expect((await instance.api<entities.AdminMetaResponse>('admin/meta', {}, alice)).body.enableIpLogging).toBe(true);
    await instance.api('i', {}, bob);
    await instance.api('i', {}, bob);
    const list = await ips();
    expect(list).toHaveLength(1);
    expect(list[0]?.ip).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    expect(Date.parse(list[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // Turned off again, nothing more is kept; what was kept stays for moderators.
    await instance.api('admin/update-meta', { enableIpLogging: false }, alice);
    expect(
      (await instance.api<entities.AdminGetUserIpsResponse>('admin/get-user-ips', { userId: ids.carol }, alice)).body,
    ).toEqual([]);
    expect(await ips()).toHaveLength(1);
  });

  it('answers moderators only, with the read:admin:user-ips permission', async () => {
    const { alice, bob, ids } = people;
    const refused = await instance.api('admin/get-user-ips', { userId: ids.bob }, bob);
    expect(refused.status).toBe(403);
    expect((await instance.api('admin/get-user-ips', { userId: ids.bob })).status).toBe(401);
    expect(errorOf((await instance.api('admin/get-user-ips', {}, alice)).body).code).toBe('INVALID_PARAM');
    const without = await appToken(instance, alice, ['read:admin:show-user']);
    expect((await instance.api('admin/get-user-ips', { userId: ids.bob }, without)).status).toBe(403);
    const withIt = await appToken(instance, alice, ['read:admin:user-ips']);
    expect((await instance.api('admin/get-user-ips', { userId: ids.bob }, withIt)).status).toBe(200);
  });
});
