import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

type Err = { error: { code: string } };
let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('invitation codes', () => {
  it('are for roles that may invite, within their limit per cycle, expiring as the role says', async () => {
    const { alice, bob } = people;
    expect((await instance.api<Err>('invite/create', {}, bob)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
    await instance.api(
      'admin/roles/update-default-policies',
      { policies: { canInvite: true, inviteLimit: 2, inviteLimitCycle: 60, inviteExpirationTime: 30 } },
      alice,
    );
    expect((await instance.api('invite/limit', {}, bob)).body).toEqual({ remaining: 2 });
    const first = (await instance.api<entities.InviteCode>('invite/create', {}, bob)).body;
    expect(first.code).toMatch(/^[2-9A-HJ-NP-Z]{8}[0-9A-Z]+$/);
    expect(first.used).toBe(false);
    expect(first.createdBy?.username).toBe('bob');
    const minutes = (Date.parse(first.expiresAt ?? '') - Date.parse(first.createdAt)) / 60_000;
    expect(minutes).toBe(30);
    await instance.api('invite/create', {}, bob);
    expect((await instance.api('invite/limit', {}, bob)).body).toEqual({ remaining: 0 });
    expect((await instance.api<Err>('invite/create', {}, bob)).body.error.code).toBe(
      'EXCEEDED_LIMIT_OF_CREATE_INVITE_CODE',
    );
    const mine = (await instance.api<entities.InviteCode[]>('invite/list', {}, bob)).body;
    expect(mine.map((c) => c.id)).toHaveLength(2);
    expect(mine[1]?.id).toBe(first.id); // newest first
    expect(
      (await instance.api<Err>('admin/roles/update-default-policies', { policies: { inviteLimit: 'many' } }, alice))
        .body.error.code,
    ).toBe('INVALID_PARAM');
    await instance.api('admin/roles/update-default-policies', { policies: {} }, alice);
  });

  it('let someone sign up while registration is closed, once, and are withdrawn unused only', async () => {
    const { alice, carol } = people;
    await instance.api('admin/update-meta', { disableRegistration: true }, alice);
    try {
      const [code] = (await instance.api<entities.InviteCode[]>('admin/invite/create', { count: 1 }, alice)).body;
      if (!code) throw new Error('no code');
      const closed = await instance.api<Err>('signup', { username: 'dora', password: 'pw' });
      expect(closed.body.error.code).toBe('REGISTRATION_DISABLED');
      const wrong = await instance.api<Err>('signup', { username: 'dora', password: 'pw', invitationCode: 'NOPE' });
      expect(wrong.status).toBe(400);
      // A taken name fails and leaves the code unused.
      const taken = await instance.api<Err>('signup', { username: 'carol', password: 'pw', invitationCode: code.code });
      expect(taken.body.error.code).toBe('DUPLICATED_USERNAME');
      const dora = await instance.api<{ token: string; username: string }>('signup', {
        username: 'dora',
        password: 'pw',
        invitationCode: code.code,
      });
      expect(dora.body.username).toBe('dora');
      const again = await instance.api('signup', { username: 'eve', password: 'pw', invitationCode: code.code });
      expect(again.status).toBe(400);

      const used = (await instance.api<entities.InviteCode[]>('admin/invite/list', { type: 'used' }, alice)).body;
      expect(used.map((c) => [c.code, c.usedBy?.username])).toEqual([[code.code, 'dora']]);
      const unused = (await instance.api<entities.InviteCode[]>('admin/invite/list', { type: 'unused' }, alice)).body;
      expect(unused.map((c) => c.id)).not.toContain(code.id); // bob's two from above are there
      expect((await instance.api<Err>('admin/invite/list', {}, carol)).body.error.code).toBe('ROLE_PERMISSION_DENIED');

      await instance.api('admin/roles/update-default-policies', { policies: { canInvite: true } }, alice);
      const own = (await instance.api<entities.InviteCode>('invite/create', {}, carol)).body;
      expect((await instance.api<Err>('invite/delete', { inviteId: code.id }, carol)).body.error.code).toBe(
        'ACCESS_DENIED',
      );
      await instance.api('signup', { username: 'fay', password: 'pw', invitationCode: own.code });
      expect((await instance.api<Err>('invite/delete', { inviteId: own.id }, carol)).body.error.code).toBe(
        'CAN_NOT_DELETE_INVITE_CODE',
      );
      const spare = (await instance.api<entities.InviteCode>('invite/create', {}, carol)).body;
      expect((await instance.api('invite/delete', { inviteId: spare.id }, carol)).status).toBe(204);
      expect((await instance.api<Err>('invite/delete', { inviteId: spare.id }, carol)).body.error.code).toBe(
        'NO_SUCH_INVITE_CODE',
      );
    } finally {
      await instance.api('admin/update-meta', { disableRegistration: false }, alice);
      await instance.api('admin/roles/update-default-policies', { policies: {} }, alice);
    }
  });

  it('expire: an expired code lets nobody in', async () => {
    const { alice } = people;
    await instance.api('admin/update-meta', { disableRegistration: true }, alice);
    try {
      const past = new Date(Date.now() - 1000).toISOString();
      const [code] = (await instance.api<entities.InviteCode[]>('admin/invite/create', { expiresAt: past }, alice))
        .body;
      const tried = await instance.api('signup', { username: 'gil', password: 'pw', invitationCode: code?.code });
      expect(tried.status).toBe(400);
      const expired = (await instance.api<entities.InviteCode[]>('admin/invite/list', { type: 'expired' }, alice)).body;
      expect(expired.map((c) => c.id)).toEqual([code?.id]);
    } finally {
      await instance.api('admin/update-meta', { disableRegistration: false }, alice);
    }
  });
});
