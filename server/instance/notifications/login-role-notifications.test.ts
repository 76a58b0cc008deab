import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpPeople, startTestInstance, type TestInstance } from '../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

const notificationsOf = async (token: string, type: string) =>
  (await instance.api<entities.Notification[]>('i/notifications', { includeTypes: [type] }, token)).body;

const newRole = async (name: string, isPublic: boolean) =>
  (
    await instance.api<entities.Role>(
      'admin/roles/create',
      {
        name,
        description: '',
        color: null,
        iconUrl: null,
        target: 'manual',
        condFormula: {},
        isPublic,
        isExplorable: false,
        isModerator: false,
        isAdministrator: false,
        asBadge: false,
        canEditMembersByModerator: false,
        displayOrder: 0,
        policies: {},
      },
      people.alice,
    )
  ).body;

describe('login notifications', () => {
  it('tells the account of each successful sign-in, not of a failed one', async () => {
    const { carol } = people;
    expect(await notificationsOf(carol, 'login')).toEqual([]);
    await instance.api('signin-flow', { username: 'carol', password: 'wrong' });
    expect(await notificationsOf(carol, 'login')).toEqual([]);
    const signin = await instance.api<{ finished: boolean }>('signin-flow', { username: 'carol', password: 'pw' });
    expect(signin.body.finished).toBe(true);
    const logins = await notificationsOf(carol, 'login');
    expect(logins).toHaveLength(1);
    expect(Object.keys(logins[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'type']);
    expect(logins[0]?.type).toBe('login');
  });
});

describe('roleAssigned notifications', () => {
  it('tells the member of a new public role with the role, once, and never of a hidden one', async () => {
    const { bob, ids } = people;
    const gardeners = await newRole('Gardeners', true);
    const staff = await newRole('Staff', false);
    await instance.api('admin/roles/assign', { roleId: staff.id, userId: ids.bob }, people.alice);
    expect(await notificationsOf(bob, 'roleAssigned')).toEqual([]);

    await instance.api('admin/roles/assign', { roleId: gardeners.id, userId: ids.bob }, people.alice);
    const assigned = await notificationsOf(bob, 'roleAssigned');
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatchObject({ type: 'roleAssigned', role: { id: gardeners.id, name: 'Gardeners' } });

    // A new expiry for a role already held is no new assignment.
    await instance.api(
      'admin/roles/assign',
      { roleId: gardeners.id, userId: ids.bob, expiresAt: Date.now() + 60_000 },
      people.alice,
    );
    expect(await notificationsOf(bob, 'roleAssigned')).toHaveLength(1);

    // Gone with its role.
    await instance.api('admin/roles/delete', { roleId: gardeners.id }, people.alice);
    expect(await notificationsOf(bob, 'roleAssigned')).toEqual([]);
  });
});
