import type { entities } from 'misskey-js';
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

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('reports', () => {
  it('carol reports bob; the moderators hear of it live, resolve it and note it; the log keeps it', async () => {
    const { alice, carol, ids } = people;
    const stream = await connectStream(instance, alice);
    stream.send({ type: 'connect', body: { channel: 'main', id: 'm', params: {} } });
    await new Promise((r) => setTimeout(r, 50));
    expect(
      (await instance.api('users/report-abuse', { userId: ids.bob, comment: 'Spam in my mentions' }, carol)).status,
    ).toBe(204);
    const live = await stream.waitFor<{ body: { targetUserId: string; comment: string } }>(
      channelEvent('m', 'newAbuseUserReport'),
      'newAbuseUserReport',
    );
    expect(live.body).toMatchObject({ targetUserId: ids.bob, comment: 'Spam in my mentions' });
    stream.close();

    const self = await instance.api('users/report-abuse', { userId: ids.carol, comment: 'me' }, carol);
    expect(errorOf(self.body)).toMatchObject({
      code: 'CANNOT_REPORT_YOURSELF',
      id: '1e13149e-b1e8-43cf-902e-c01dbfcb202f',
    });
    const admin = await instance.api('users/report-abuse', { userId: ids.alice, comment: 'x' }, carol);
    expect(errorOf(admin.body)).toMatchObject({
      code: 'CANNOT_REPORT_THE_ADMIN',
      id: '35e166f5-05fb-4f87-a2d5-adb42676d48f',
    });
    // Only moderators list them.
    expect((await instance.api('admin/abuse-user-reports', {}, carol)).status).toBe(403);

    type Report = entities.AdminAbuseUserReportsResponse[number];
    const open = await instance.api<Report[]>('admin/abuse-user-reports', { state: 'unresolved' }, alice);
    expect(open.body).toHaveLength(1);
    const report = open.body[0] as Report;
    expect(report).toMatchObject({ resolved: false, reporter: { username: 'carol' }, targetUser: { username: 'bob' } });
    await instance.api(
      'admin/update-abuse-user-report',
      { reportId: report.id, moderationNote: 'Looked twice' },
      alice,
    );
    await instance.api('admin/resolve-abuse-user-report', { reportId: report.id, resolvedAs: 'accept' }, alice);
    expect((await instance.api<Report[]>('admin/abuse-user-reports', { state: 'unresolved' }, alice)).body).toEqual([]);
    const resolved = (await instance.api<Report[]>('admin/abuse-user-reports', { state: 'resolved' }, alice)).body[0];
    expect(resolved).toMatchObject({
      resolved: true,
      resolvedAs: 'accept',
      moderationNote: 'Looked twice',
      assigneeId: ids.alice,
    });

    type Log = entities.AdminShowModerationLogsResponse[number];
    const log = await instance.api<Log[]>('admin/show-moderation-logs', {}, alice);
    expect(log.body.map((l) => l.type)).toEqual(['resolveAbuseReport', 'updateAbuseReportNote']);
    expect(log.body[0]?.user.username).toBe('alice');
  });
});

describe('accounts', () => {
  it('finds, shows, notes, suspends, unsuspends and resets an account', async () => {
    const { alice, bob, carol, ids } = people;
    type Users = entities.AdminShowUsersResponse;
    const all = await instance.api<Users>('admin/show-users', { sort: '+createdAt', limit: 10 }, alice);
    expect(all.body.map((u) => u.username)).toEqual(['carol', 'bob', 'alice']);
    const byName = await instance.api<Users>('admin/show-users', { username: 'CA' }, alice);
    expect(byName.body.map((u) => u.username)).toEqual(['carol']);
    const admins = await instance.api<Users>('admin/show-users', { state: 'admin' }, alice);
    expect(admins.body.map((u) => u.username)).toEqual(['alice']);
    expect((await instance.api<Users>('admin/show-users', { origin: 'remote' }, alice)).body).toEqual([]);

    await instance.api('admin/update-user-note', { userId: ids.bob, text: 'Warned once' }, alice);
    const shown = await instance.api<entities.AdminShowUserResponse>('admin/show-user', { userId: ids.bob }, alice);
    expect(shown.body).toMatchObject({
      moderationNote: 'Warned once',
      isSuspended: false,
      isModerator: false,
      roles: [],
    });
    expect(shown.body.signins).toEqual([]);
    // Sign-ins come as Misskey stores them: the account's id, and no createdAt (the id holds the time).
    await instance.api('signin-flow', { username: 'carol', password: 'wrong' });
    const tried = await instance.api<entities.AdminShowUserResponse>('admin/show-user', { userId: ids.carol }, alice);
    expect(tried.body.signins).toEqual([
      {
        id: expect.any(String),
        userId: ids.carol,
        ip: expect.any(String),
        headers: expect.any(Object),
        success: false,
      },
    ]);

    expect((await instance.api('admin/suspend-user', { userId: ids.bob }, alice)).status).toBe(204);
    const refused = await instance.api('i', {}, bob);
    expect(errorOf(refused.body).code).toBe('YOUR_ACCOUNT_SUSPENDED');
    const suspended = await instance.api<Users>('admin/show-users', { state: 'suspended' }, alice);
    expect(suspended.body.map((u) => u.username)).toEqual(['bob']);
    // An administrator cannot be suspended.
    expect((await instance.api('admin/suspend-user', { userId: ids.alice }, alice)).status).toBe(500);
    await instance.api('admin/unsuspend-user', { userId: ids.bob }, alice);
    expect((await instance.api('i', {}, bob)).status).toBe(200);

    const reset = await instance.api<{ password: string }>('admin/reset-password', { userId: ids.carol }, alice);
    expect(reset.body.password).toMatch(/^[a-zA-Z0-9]{8}$/);
    const signedIn = await instance.api<{ finished: boolean }>('signin-flow', {
      username: 'carol',
      password: reset.body.password,
    });
    expect(signedIn.body.finished).toBe(true);
    // Not for others than moderators.
    expect((await instance.api('admin/show-user', { userId: ids.bob }, carol)).status).toBe(403);
    type Log = entities.AdminShowModerationLogsResponse[number];
    const log = await instance.api<Log[]>('admin/show-moderation-logs', { type: 'suspend' }, alice);
    expect(log.body.map((l) => (l.info as { userUsername?: string }).userUsername)).toEqual(['bob']);
  });

  it('lets only administrators delete an account', async () => {
    const { alice, bob, ids } = people;
    const dave = (await instance.api<{ token: string }>('signup', { username: 'dave', password: 'pw' })).body.token;
    const daveId = (await instance.api<{ id: string }>('i', {}, dave)).body.id;
    expect((await instance.api('admin/delete-account', { userId: daveId }, bob)).status).toBe(403);
    expect((await instance.api('admin/delete-account', { userId: daveId }, alice)).status).toBe(204);
    // Dave's token now meets Misskey's answer for a deleted account.
    expect((await instance.api('i', {}, dave)).status).toBe(403);
    expect((await instance.api('admin/delete-account', { userId: ids.alice }, alice)).status).toBe(500);
  });
});

describe('the moderators’ settings', () => {
  it('admin/meta answers every setting; the word lists, hidden tags and kept names take effect', async () => {
    const { alice, bob } = people;
    await instance.api(
      'admin/update-meta',
      {
        prohibitedWords: ['forbidden fruit', '/b[a4]dw[o0]rd/i'],
        sensitiveWords: ['spoiler'],
        prohibitedWordsForNameOfUser: ['official'],
        hiddenTags: ['#secret'],
        preservedUsernames: ['staff'],
        bannedEmailDomains: ['spam.example'],
      },
      alice,
    );
    const meta = await instance.api<entities.AdminMetaResponse>('admin/meta', {}, alice);
    expect(meta.body).toMatchObject({
      prohibitedWords: ['forbidden fruit', '/b[a4]dw[o0]rd/i'],
      sensitiveWords: ['spoiler'],
      hiddenTags: ['#secret'],
      preservedUsernames: ['staff'],
      federation: 'none',
      useObjectStorage: false,
    });
    expect((await instance.api('admin/meta', {}, bob)).status).toBe(403);

    const refused = await instance.api('notes/create', { text: 'The fruit is forbidden' }, bob);
    expect(errorOf(refused.body)).toMatchObject({
      code: 'CONTAINS_PROHIBITED_WORDS',
      id: 'aa6e01d3-a85c-669d-758a-76aab43af334',
    });
    expect(errorOf((await instance.api('notes/create', { text: 'a B4DWORD' }, bob)).body).code).toBe(
      'CONTAINS_PROHIBITED_WORDS',
    );
    const spoiler = await postNote(instance, bob, { text: 'Spoiler: it was the butler' });
    expect(spoiler.visibility).toBe('home');

    const renamed = await instance.api('i/update', { name: 'Bob (Official)' }, bob);
    expect(renamed.status).toBe(422);
    expect(errorOf(renamed.body).code).toBe('YOUR_NAME_CONTAINS_PROHIBITED_WORDS');

    expect(errorOf((await instance.api('signup', { username: 'Staff', password: 'pw' })).body).code).toBe(
      'DUPLICATED_USERNAME',
    );

    const banned = await instance.api('email-address/available', { emailAddress: 'x@mail.spam.example' });
    expect(banned.body).toEqual({ available: false, reason: 'banned' });

    await postNote(instance, bob, { text: '#secret #open' });
    const trends = await instance.api<{ tag: string }[]>('hashtags/trend', {});
    expect(trends.body.map((t) => t.tag)).not.toContain('secret');

    const log = await instance.api<{ type: string; info: { after: { smtpPass?: unknown } } }[]>(
      'admin/show-moderation-logs',
      { type: 'updateServerSettings' },
      alice,
    );
    expect(log.body).toHaveLength(1);
    expect(log.body[0]?.info.after).not.toHaveProperty('smtpPass');
  });
});

describe('files', () => {
  it('lists every account’s files for moderators, shows one by id or address, and deletes an account’s all', async () => {
    const { alice, bob, carol, ids } = people;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const up = await uploadFile(instance, carol, png, { name: 'dot.png' });
    const file = up.body as entities.DriveFile;
    await uploadFile(instance, bob, Buffer.from('hello'), { name: 'note.txt', type: 'text/plain' });
    const all = await instance.api<entities.DriveFile[]>('admin/drive/files', {}, alice);
    expect(all.body.length).toBeGreaterThanOrEqual(2);
    const images = await instance.api<entities.DriveFile[]>('admin/drive/files', { type: 'image/*' }, alice);
    expect(images.body.every((f) => f.type.startsWith('image/'))).toBe(true);
    const carols = await instance.api<entities.DriveFile[]>('admin/drive/files', { userId: ids.carol }, alice);
    expect(carols.body.map((f) => f.id)).toEqual([file.id]);
    expect((await instance.api('admin/drive/files', {}, bob)).status).toBe(403);

    const byId = await instance.api<entities.AdminDriveShowFileResponse>(
      'admin/drive/show-file',
      { fileId: file.id },
      alice,
    );
    expect(byId.body).toMatchObject({
      id: file.id,
      userId: ids.carol,
      name: 'dot.png',
      isSensitive: false,
      userHost: null,
    });
    const byUrl = await instance.api<{ id: string }>('admin/drive/show-file', { url: file.url }, alice);
    expect(byUrl.body.id).toBe(file.id);
    const missing = await instance.api('admin/drive/show-file', { fileId: 'a000000000' }, alice);
    expect(errorOf(missing.body)).toMatchObject({ code: 'NO_SUCH_FILE', id: 'caf3ca38-c6e5-472e-a30c-b05377dcc240' });

    expect((await instance.api('admin/delete-all-files-of-a-user', { userId: ids.carol }, alice)).status).toBe(204);
    expect((await instance.api<entities.DriveFile[]>('admin/drive/files', { userId: ids.carol }, alice)).body).toEqual(
      [],
    );
  });
});

describe('a moderator marking a file', () => {
  it('marks another account’s file sensitive and back, logged as Misskey logs it; its owner’s own change is not', async () => {
    const { alice, bob, ids } = people;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const file = (await uploadFile(instance, bob, png, { name: 'sea.png' })).body as entities.DriveFile;
    type Log = entities.AdminShowModerationLogsResponse[number];
    const logs = async (type: string) =>
      (await instance.api<Log[]>('admin/show-moderation-logs', { type }, alice)).body.filter(
        (l) => (l.info as { fileId?: string }).fileId === file.id,
      );
    const marked = await instance.api<entities.DriveFile>(
      'drive/files/update',
      { fileId: file.id, isSensitive: true },
      alice,
    );
    expect(marked.body.isSensitive).toBe(true);
    expect((await logs('markSensitiveDriveFile')).map((l) => l.info)).toEqual([
      { fileId: file.id, fileUserId: ids.bob, fileUserUsername: 'bob', fileUserHost: null },
    ]);
    await instance.api('drive/files/update', { fileId: file.id, isSensitive: false }, alice);
    expect(await logs('unmarkSensitiveDriveFile')).toHaveLength(1);
    // The owner marking their own file, and a change that changes nothing, are not logged.
    await instance.api('drive/files/update', { fileId: file.id, isSensitive: true }, bob);
    await instance.api('drive/files/update', { fileId: file.id, isSensitive: true }, alice);
    expect(await logs('markSensitiveDriveFile')).toHaveLength(1);
  });
});

describe('the server’s state', () => {
  it('tells moderators the machine, the tables, the queues; federation lists no servers', async () => {
    const { alice, bob } = people;
    const info = await instance.api<entities.AdminServerInfoResponse>('admin/server-info', {}, alice);
    expect(info.body.psql).toMatch(/^SQLite /);
    expect(info.body.cpu.cores).toBeGreaterThan(0);
    const tables = await instance.api<Record<string, { count: number; size: number }>>(
      'admin/get-table-stats',
      {},
      alice,
    );
    expect(tables.body.users?.count).toBeGreaterThanOrEqual(3);
    const queues = await instance.api<entities.AdminQueueStatsResponse>('admin/queue/stats', {}, alice);
    expect(queues.body.deliver).toEqual({ waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0 });
    expect(Object.keys(queues.body.db)).toEqual(['waiting', 'active', 'completed', 'failed', 'delayed']);
    for (const endpoint of ['admin/server-info', 'admin/get-table-stats', 'admin/queue/stats']) {
      expect((await instance.api(endpoint, {}, bob)).status).toBe(403);
    }
    expect((await instance.api('federation/instances', { sort: '+notes' })).body).toEqual([]);
  });
});

describe('relays', () => {
  it('keeps relays added by https inbox as requesting, and removes them', async () => {
    const { alice, bob } = people;
    const bad = await instance.api('admin/relays/add', { inbox: 'http://relay.example/inbox' }, alice);
    expect(errorOf(bad.body)).toMatchObject({ code: 'INVALID_URL', id: 'fb8c92d3-d4e5-44e7-b3d4-800d5cef8b2c' });
    const added = await instance.api<{ inbox: string; status: string }>(
      'admin/relays/add',
      { inbox: 'https://relay.example/inbox' },
      alice,
    );
    expect(added.body).toMatchObject({ inbox: 'https://relay.example/inbox', status: 'requesting' });
    expect((await instance.api<unknown[]>('admin/relays/list', {}, alice)).body).toHaveLength(1);
    expect((await instance.api('admin/relays/list', {}, bob)).status).toBe(403);
    await instance.api('admin/relays/remove', { inbox: 'https://relay.example/inbox' }, alice);
    expect((await instance.api<unknown[]>('admin/relays/list', {}, alice)).body).toEqual([]);
  });
});

describe('role policies on notes', () => {
  it('refuses a note mentioning more people than the mention limit allows', async () => {
    const { alice, bob } = people;
    await instance.api('admin/roles/update-default-policies', { policies: { mentionLimit: 1 } }, alice);
    const many = await instance.api('notes/create', { text: '@alice @carol hello' }, bob);
    expect(errorOf(many.body)).toMatchObject({
      code: 'CONTAINS_TOO_MANY_MENTIONS',
      id: '4de0363a-3046-481b-9b0f-feff3e211025',
    });
    expect((await instance.api('notes/create', { text: '@alice hello' }, bob)).status).toBe(200);
    await instance.api('admin/roles/update-default-policies', { policies: { mentionLimit: 20 } }, alice);
  });
});

describe('users/following by birthday', () => {
  it('lists the followed people born on the day given, whatever the year', async () => {
    const { alice, bob, ids } = people;
    await instance.api('i/update', { birthday: '1990-03-14' }, bob);
    const born = await instance.api<{ followee: { username: string } }[]>(
      'users/following',
      { userId: ids.alice, birthday: '2026-03-14' },
      alice,
    );
    expect(born.body.map((f) => f.followee.username)).toEqual(['bob']);
    const other = await instance.api<unknown[]>(
      'users/following',
      { userId: ids.alice, birthday: '2026-03-15' },
      alice,
    );
    expect(other.body).toEqual([]);
    expect((await instance.api('users/following', { userId: ids.alice, birthday: 'March 14' }, alice)).status).toBe(
      400,
    );
  });
});
