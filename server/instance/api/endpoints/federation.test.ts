import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;

const errorOf = (body: unknown) => (body as { error: { code: string } }).error;

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
  // carol moderates; bob does not.
  const moderators = await createRole(instance, people.alice, { name: 'Moderators', isModerator: true });
  await instance.api('admin/roles/assign', { roleId: moderators.id, userId: people.ids.carol }, people.alice);
});
afterAll(() => instance.close());

describe('other servers', () => {
  it('answers nothing (204) for a server this one never met, and lists none', async () => {
    const unknown = await instance.api('federation/show-instance', { host: 'nowhere.example' });
    expect(unknown.status).toBe(204);
    expect((await instance.api('federation/instances', {})).body).toEqual([]);
    // Misskey's update-instance fails as an internal error for an unknown host.
    const update = await instance.api(
      'admin/federation/update-instance',
      { host: 'nowhere.example', isSuspended: true },
      people.carol,
    );
    expect(errorOf(update.body).code).toBe('INTERNAL_ERROR');
  });

  it('shows a known server with the moderators’ decisions; its note only to moderators', async () => {
    const { alice, bob, carol } = people;
    await instance.api('seed-instance', {
      host: 'Remote.Example',
      name: 'Remote',
      softwareName: 'misskey',
      softwareVersion: '2025.12.2',
      usersCount: 12,
      notesCount: 345,
    });
    const shown = await instance.api<entities.FederationInstance>('federation/show-instance', {
      host: 'remote.example',
    });
    expect(shown.body).toMatchObject({
      host: 'remote.example',
      name: 'Remote',
      softwareName: 'misskey',
      usersCount: 12,
      notesCount: 345,
      isSuspended: false,
      suspensionState: 'none',
      isBlocked: false,
      isSilenced: false,
    });
    expect(shown.body).not.toHaveProperty('moderationNote');

    // Suspension and the note are the moderators'; bob is refused.
    const refused = await instance.api(
      'admin/federation/update-instance',
      { host: 'remote.example', isSuspended: true },
      bob,
    );
    expect(refused.status).toBe(403);
    const done = await instance.api(
      'admin/federation/update-instance',
      { host: 'remote.example', isSuspended: true, moderationNote: 'Spam source' },
      carol,
    );
    expect(done.status).toBe(204);
    const seenByCarol = await instance.api<entities.FederationInstance>(
      'federation/show-instance',
      { host: 'remote.example' },
      carol,
    );
    expect(seenByCarol.body).toMatchObject({
      isSuspended: true,
      suspensionState: 'manuallySuspended',
      moderationNote: 'Spam source',
    });
    expect((await instance.api('federation/show-instance', { host: 'remote.example' }, bob)).body).not.toHaveProperty(
      'moderationNote',
    );

    // Blocking and silencing are the administrators' meta lists, matched on the host and below.
    expect((await instance.api('admin/update-meta', { blockedHosts: ['example'] }, carol)).status).toBe(403);
    await instance.api('admin/update-meta', { blockedHosts: ['example'], silencedHosts: ['remote.example'] }, alice);
    expect(
      (await instance.api<entities.FederationInstance>('federation/show-instance', { host: 'remote.example' })).body,
    ).toMatchObject({ isBlocked: true, isSilenced: true, isMediaSilenced: false });
    expect(
      (await instance.api<entities.FederationInstance[]>('federation/instances', { blocked: false })).body,
    ).toEqual([]);
    expect(
      (await instance.api<entities.FederationInstance[]>('federation/instances', { suspended: true })).body.map(
        (s) => s.host,
      ),
    ).toEqual(['remote.example']);
    await instance.api('admin/update-meta', { blockedHosts: [], silencedHosts: [] }, alice);

    // Each change is in the moderation log under Misskey's names.
    await instance.api('admin/federation/update-instance', { host: 'remote.example', isSuspended: false }, carol);
    const log = await instance.api<{ type: string; info: { host: string } }[]>('admin/show-moderation-logs', {}, alice);
    expect(log.body.filter((l) => l.info.host === 'remote.example').map((l) => l.type)).toEqual([
      'unsuspendRemoteInstance',
      'updateRemoteInstanceNote',
      'suspendRemoteInstance',
    ]);
  });

  it('answers the charts of a server in Misskey’s shape: zeros, as nothing is exchanged', async () => {
    const chart = await instance.api<entities.ChartsInstanceResponse>('charts/instance', {
      span: 'day',
      limit: 3,
      host: 'remote.example',
    });
    expect(chart.body.requests).toEqual({ failed: [0, 0, 0], succeeded: [0, 0, 0], received: [0, 0, 0] });
    expect(chart.body.notes.diffs.withFile).toEqual([0, 0, 0]);
    expect(chart.body.drive.incUsage).toEqual([0, 0, 0]);
  });
});
