import type { entities } from 'misskey-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelEvent,
  connectStream,
  errorOf,
  postNote,
  setUpPeople,
  startTestInstance,
  type TestInstance,
  uploadFile,
} from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
const role = (over: Record<string, unknown> = {}) => ({
  name: 'Gardeners',
  description: 'People who grow things',
  color: '#228b22',
  iconUrl: null,
  target: 'manual',
  condFormula: {},
  isPublic: true,
  isExplorable: true,
  isModerator: false,
  isAdministrator: false,
  asBadge: true,
  canEditMembersByModerator: false,
  displayOrder: 0,
  policies: {},
  ...over,
});

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('roles', () => {
  it('creates a public role, assigns it, lists its users, shows its badge and its live timeline', async () => {
    const { alice, bob, carol, ids } = people;
    const made = await instance.api<entities.Role>('admin/roles/create', role(), alice);
    expect(made.body).toMatchObject({ name: 'Gardeners', usersCount: 0, isPublic: true, asBadge: true });
    const roleId = made.body.id;
    expect((await instance.api('admin/roles/create', role(), bob)).status).toBe(403);

    expect((await instance.api('admin/roles/assign', { roleId, userId: ids.bob }, alice)).status).toBe(204);
    const users = await instance.api<{ id: string; user: entities.UserDetailed }[]>('roles/users', { roleId });
    expect(users.body.map((u) => u.user.username)).toEqual(['bob']);
    const shown = await instance.api<entities.UserDetailed>('users/show', { userId: ids.bob }, carol);
    expect(shown.body.roles?.map((r) => r.name)).toEqual(['Gardeners']);
    expect(shown.body.badgeRoles?.map((r) => r.name)).toEqual(['Gardeners']);
    expect((await instance.api<entities.Role[]>('roles/list', {}, carol)).body.map((r) => r.id)).toEqual([roleId]);

    const stream = await connectStream(instance, carol);
    stream.send({ type: 'connect', body: { channel: 'roleTimeline', id: 'r', params: { roleId } } });
    await new Promise((r) => setTimeout(r, 100));
    await postNote(instance, alice, { text: 'not a gardener' });
    await postNote(instance, bob, { text: 'home only', visibility: 'home' });
    await postNote(instance, bob, { text: 'the beans are up' });
    const live = await stream.waitFor<{ body: entities.Note }>(channelEvent('r', 'note'), 'the role note');
    expect(live.body.text).toBe('the beans are up');
    stream.close();
    const notes = await instance.api<entities.Note[]>('roles/notes', { roleId }, carol);
    expect(notes.body.map((n) => n.text)).toEqual(['the beans are up']);

    expect((await instance.api('admin/roles/unassign', { roleId, userId: ids.bob }, alice)).status).toBe(204);
    const again = await instance.api('admin/roles/unassign', { roleId, userId: ids.bob }, alice);
    expect(errorOf(again.body).id).toBe('b9060ac7-5c94-4da4-9f55-2047c953df44');
    expect((await instance.api<entities.Note[]>('roles/notes', { roleId }, carol)).body).toEqual([]);
  });

  it('hides private roles, and an unexplorable role has an empty timeline', async () => {
    const { alice, carol } = people;
    const hidden = (
      await instance.api<entities.Role>('admin/roles/create', role({ name: 'Staff', isPublic: false }), alice)
    ).body;
    expect(errorOf((await instance.api('roles/show', { roleId: hidden.id })).body).id).toBe(
      'de5502bf-009a-4639-86c1-fec349e46dcb',
    );
    expect(errorOf((await instance.api('roles/notes', { roleId: hidden.id }, carol)).body).id).toBe(
      'eb70323a-df61-4dd4-ad90-89c83c7cf26e',
    );
    const quiet = (
      await instance.api<entities.Role>('admin/roles/create', role({ name: 'Quiet', isExplorable: false }), alice)
    ).body;
    expect((await instance.api<entities.Note[]>('roles/notes', { roleId: quiet.id }, carol)).body).toEqual([]);
    expect((await instance.api('admin/roles/delete', { roleId: quiet.id }, alice)).status).toBe(204);
    expect(errorOf((await instance.api('admin/roles/show', { roleId: quiet.id }, alice)).body).id).toBe(
      '07dc7d34-c0d8-49b7-96c6-db3ce64ee0b3',
    );
  });

  it('gives its members its policies and rights, and conditional roles hold whoever meets them', async () => {
    const { alice, bob, carol, ids } = people;
    const before = await instance.api<entities.MeDetailed>('i', {}, carol);
    expect(before.body.policies.clipLimit).toBe(10);
    const bigClips = (
      await instance.api<entities.Role>(
        'admin/roles/create',
        role({ name: 'Collectors', policies: { clipLimit: { value: 99, priority: 0, useDefault: false } } }),
        alice,
      )
    ).body;
    await instance.api('admin/roles/assign', { roleId: bigClips.id, userId: ids.carol }, alice);
    expect((await instance.api<entities.MeDetailed>('i', {}, carol)).body.policies.clipLimit).toBe(99);

    // A moderator role lets its member call moderator endpoints.
    expect((await instance.api('admin/roles/list', {}, bob)).status).toBe(403);
    const mods = (
      await instance.api<entities.Role>('admin/roles/create', role({ name: 'Mods', isModerator: true }), alice)
    ).body;
    await instance.api('admin/roles/assign', { roleId: mods.id, userId: ids.bob }, alice);
    expect((await instance.api('admin/roles/list', {}, bob)).status).toBe(200);
    // ... but not members of a role moderators may not edit.
    const denied = await instance.api('admin/roles/assign', { roleId: bigClips.id, userId: ids.bob }, bob);
    expect(errorOf(denied.body).id).toBe('25b5bc31-dc79-4ebd-9bd2-c84978fd052c');

    const cats = (
      await instance.api<entities.Role>(
        'admin/roles/create',
        role({ name: 'Cats', target: 'conditional', condFormula: { type: 'isCat' } }),
        alice,
      )
    ).body;
    expect((await instance.api<entities.Role>('admin/roles/show', { roleId: cats.id }, alice)).body.usersCount).toBe(0);
    await instance.api('i/update', { isCat: true }, carol);
    expect((await instance.api<entities.Role>('admin/roles/show', { roleId: cats.id }, alice)).body.usersCount).toBe(1);
    const shown = await instance.api<entities.UserDetailed>('users/show', { userId: ids.carol });
    expect(shown.body.roles?.map((r) => r.name)).toEqual(expect.arrayContaining(['Cats', 'Collectors']));
  });

  it('lets an assignment run out', async () => {
    const { alice, ids } = people;
    const brief = (await instance.api<entities.Role>('admin/roles/create', role({ name: 'Brief' }), alice)).body;
    await instance.api(
      'admin/roles/assign',
      { roleId: brief.id, userId: ids.carol, expiresAt: Date.now() + 150 },
      alice,
    );
    const listed = await instance.api<{ user: { username: string }; expiresAt: string | null }[]>(
      'admin/roles/users',
      { roleId: brief.id },
      alice,
    );
    expect(listed.body.map((a) => a.user.username)).toEqual(['carol']);
    expect(listed.body[0]?.expiresAt).not.toBeNull();
    await new Promise((r) => setTimeout(r, 200));
    expect((await instance.api<unknown[]>('admin/roles/users', { roleId: brief.id }, alice)).body).toEqual([]);
  });

  it("keeps the profile pictures and the sensitive-media choice where the member's role decides them", async () => {
    const { alice, bob, ids } = people;
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const file = (await uploadFile(instance, bob, picture)).body;
    const strict = (
      await instance.api<entities.Role>(
        'admin/roles/create',
        role({
          name: 'Strict',
          policies: {
            canUpdateBioMedia: { value: false, priority: 2, useDefault: false },
            alwaysMarkNsfw: { value: true, priority: 2, useDefault: false },
          },
        }),
        alice,
      )
    ).body;
    // At the highest priority, this role decides over bob's others.
    await instance.api('admin/roles/assign', { roleId: strict.id, userId: ids.bob }, alice);
    for (const params of [{ avatarId: file.id }, { bannerId: file.id }, { alwaysMarkNsfw: false }]) {
      const refused = await instance.api('i/update', params, bob);
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body)).toMatchObject({
        code: 'RESTRICTED_BY_ROLE',
        id: '8feff0ba-5ab5-585b-31f4-4df816663fad',
      });
    }
    // Taking the pictures away stays allowed, as on Misskey.
    expect((await instance.api('i/update', { avatarId: null }, bob)).status).toBe(200);
    await instance.api('admin/roles/unassign', { roleId: strict.id, userId: ids.bob }, alice);
    expect((await instance.api('i/update', { avatarId: file.id }, bob)).status).toBe(200);
  });
});
