import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appToken,
  channelEvent,
  connectStream,
  errorOf,
  postNote,
  setUpPeople,
  startTestInstance,
  type TestInstance,
} from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
/** The local midnight `days` days from today's. */
const midnight = (days: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
};
/** Misskey's key of a day in a retention record. */
const key = (day: Date) => `${day.getFullYear()}-${day.getMonth() + 1}-${day.getDate()}`;
/** Writes to the instance's database behind its back, as a month of use would have. */
const write = (sql: string, ...values: unknown[]) => {
  const db = new Database(join(instance.dataDir, 'tessera.db'));
  db.prepare(sql).run(...values);
  db.close();
};

beforeAll(async () => {
  instance = await startTestInstance();
});
afterAll(() => instance.close());

describe('retention', () => {
  it('answers nothing before a day has ended since the first account, to anyone, by GET too', async () => {
    expect((await instance.api('retention', {})).body).toEqual([]);
    people = await setUpPeople(instance);
    expect((await instance.api('retention', {})).body).toEqual([]);
    const get = await fetch(`${instance.url}/api/retention`);
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual([]);
  });

  it('counts each day’s new accounts and how many of them were active on each later day', async () => {
    const { ids } = people;
    // alice opened the server five days ago; bob and carol came two days after her.
    write('UPDATE users SET created_at = ? WHERE id = ?', midnight(-5).getTime() + 3_600_000, ids.alice);
    write('UPDATE users SET created_at = ? WHERE id = ?', midnight(-3).getTime() + 2 * 3_600_000, ids.bob);
    write('UPDATE users SET created_at = ? WHERE id = ?', midnight(-3).getTime() + 5 * 3_600_000, ids.carol);
    // bob came back the next day and the one after; carol only the day after that; alice never.
    const active = (id: string, at: Date) =>
      write('INSERT OR IGNORE INTO active_user_hours (hour, user_id) VALUES (?, ?)', at.getTime() + 3_600_000, id);
    active(ids.bob, midnight(-2));
    active(ids.bob, midnight(-1));
    active(ids.carol, midnight(-1));
    const records = (await instance.api<entities.RetentionResponse>('retention', {})).body;
    // Five full days since alice's: newest first, each made at the midnight that ended its day.
    expect(records.map((r) => r.createdAt)).toEqual([0, -1, -2, -3, -4].map((d) => midnight(d).toISOString()));
    expect(records.map((r) => r.users)).toEqual([0, 0, 2, 0, 1]);
    expect(records[0]?.data).toEqual({});
    expect(records[2]?.data).toEqual({ [key(midnight(-1))]: 1, [key(midnight(0))]: 2 });
    expect(records[4]?.data).toEqual({
      [key(midnight(-3))]: 0,
      [key(midnight(-2))]: 0,
      [key(midnight(-1))]: 0,
      [key(midnight(0))]: 0,
    });
    // Today's activity waits for the day to end: alice is active now, still 0 above.
  });
});

describe('users/recommendation', () => {
  it('recommends explorable, unlocked, recently active people the caller neither follows, mutes nor blocks', async () => {
    const { alice, bob, carol, ids } = people;
    const names = async (token: string, body: Record<string, unknown> = {}) =>
      (await instance.api<entities.UserDetailed[]>('users/recommendation', body, token)).body.map((u) => u.username);
    // alice follows bob: only carol is left for her.
    expect(await names(alice)).toEqual(['carol']);
    // For carol, bob (one follower) comes before alice (none); paged by offset and limit.
    expect(await names(carol)).toEqual(['bob', 'alice']);
    expect(await names(carol, { offset: 1 })).toEqual(['alice']);
    expect(await names(carol, { limit: 1 })).toEqual(['bob']);
    await instance.api('mute/create', { userId: ids.alice }, carol);
    expect(await names(carol)).toEqual(['bob']);
    await instance.api('blocking/create', { userId: ids.carol }, bob);
    expect(await names(carol)).toEqual([]);
    await instance.api('blocking/delete', { userId: ids.carol }, bob);
    await instance.api('i/update', { isLocked: true }, bob);
    expect(await names(carol)).toEqual([]);
    await instance.api('i/update', { isLocked: false }, bob);
    await instance.api('i/update', { isExplorable: false }, bob);
    expect(await names(carol)).toEqual([]);
    await instance.api('i/update', { isExplorable: true }, bob);
    // Someone idle for over a week is not recommended.
    write('UPDATE users SET updated_at = NULL, last_active_at = ?, created_at = ? WHERE id = ?', 1, 1, ids.bob);
    expect(await names(carol)).toEqual([]);
    const answer = await instance.api<entities.UserDetailed[]>('users/recommendation', {}, alice);
    expect(answer.body[0]).toMatchObject({ username: 'carol', isFollowing: false, notesCount: expect.any(Number) });
  });

  it('checks its bounds and wants a signed-in caller with read:account', async () => {
    const { alice } = people;
    for (const bad of [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { limit: 'ten' }]) {
      const answer = await instance.api('users/recommendation', bad, alice);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(errorOf(answer.body).code).toBe('INVALID_PARAM');
    }
    expect(errorOf((await instance.api('users/recommendation', {})).body).code).toBe('CREDENTIAL_REQUIRED');
    const noRead = await appToken(instance, alice, ['write:notes']);
    expect(errorOf((await instance.api('users/recommendation', {}, noRead)).body).code).toBe('PERMISSION_DENIED');
    const canRead = await appToken(instance, alice, ['read:account']);
    expect((await instance.api('users/recommendation', {}, canRead)).status).toBe(200);
  });
});

describe('notes/polls/recommendation', () => {
  it('offers open public polls of others not yet voted in, newest first, leaving out muted people and, if asked, channels', async () => {
    const { alice, bob, carol } = people;
    const poll = { choices: ['yes', 'no'] };
    const bobs = await postNote(instance, bob, { text: 'tea?', poll });
    await postNote(instance, bob, { text: 'friends only', poll, visibility: 'followers' });
    const carols = await postNote(instance, carol, { text: 'coffee?', poll });
    const closed = await postNote(instance, carol, { text: 'over', poll });
    write('UPDATE polls SET expires_at = 1 WHERE note_id = ?', closed.id);
    const channelId = (await instance.api<entities.Channel>('channels/create', { name: 'Votes' }, carol)).body.id;
    const inChannel = await postNote(instance, carol, { text: 'channel poll', poll, channelId });
    await postNote(instance, alice, { text: 'my own', poll });
    const ids = async (token: string, body: Record<string, unknown> = {}) =>
      (await instance.api<entities.Note[]>('notes/polls/recommendation', body, token)).body.map((n) => n.id);
    expect(await ids(alice)).toEqual([inChannel.id, carols.id, bobs.id]);
    expect(await ids(alice, { excludeChannels: true })).toEqual([carols.id, bobs.id]);
    expect(await ids(alice, { excludeChannels: true, offset: 1, limit: 1 })).toEqual([bobs.id]);
    const first = (await instance.api<entities.Note[]>('notes/polls/recommendation', {}, alice)).body[0];
    expect(first?.poll?.choices.map((c) => c.text)).toEqual(['yes', 'no']);
    await instance.api('notes/polls/vote', { noteId: bobs.id, choice: 0 }, alice);
    expect(await ids(alice, { excludeChannels: true })).toEqual([carols.id]);
    // Once alice mutes carol, carol's polls go too.
    await instance.api('mute/create', { userId: people.ids.carol }, alice);
    expect(await ids(alice)).toEqual([]);
  });

  it('checks its bounds and wants a signed-in caller', async () => {
    const { alice } = people;
    for (const bad of [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { excludeChannels: 'yes' }]) {
      const answer = await instance.api('notes/polls/recommendation', bad, alice);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(errorOf(answer.body).code).toBe('INVALID_PARAM');
    }
    expect(errorOf((await instance.api('notes/polls/recommendation', {})).body).code).toBe('CREDENTIAL_REQUIRED');
  });
});

describe('page-push', () => {
  it('tells the page’s author, on the main stream, who raised which event with what value', async () => {
    const { alice, bob, ids } = people;
    const page = (
      await instance.api<entities.Page>(
        'pages/create',
        { title: 'Buttons', name: 'buttons', content: [], variables: [], script: '' },
        alice,
      )
    ).body;
    const stream = await connectStream(instance, alice);
    stream.send({ type: 'connect', body: { channel: 'main', id: 'main' } });
    await new Promise((r) => setTimeout(r, 50));
    const pushed = await instance.api('page-push', { pageId: page.id, event: 'pressed', var: { n: 1 } }, bob);
    expect(pushed.status).toBe(204);
    const event = await stream.waitFor<{ body: entities.PageEvent }>(channelEvent('main', 'pageEvent'), 'pageEvent');
    expect(event.body).toMatchObject({
      pageId: page.id,
      event: 'pressed',
      var: { n: 1 },
      userId: ids.bob,
      // bob as alice sees him: she follows him.
      user: { id: ids.bob, username: 'bob', isFollowing: true },
    });
    stream.close();
  });

  it('refuses an unknown page, a missing event, app tokens and visitors', async () => {
    const { alice, bob } = people;
    const missing = await instance.api('page-push', { pageId: '0000000000', event: 'x' }, bob);
    expect(errorOf(missing.body)).toMatchObject({ code: 'NO_SUCH_PAGE', id: '4a13ad31-6729-46b4-b9af-e86b265c2e74' });
    const pageId = (await instance.api<entities.Page[]>('i/pages', {}, alice)).body[0]?.id;
    expect(errorOf((await instance.api('page-push', { pageId }, bob)).body).code).toBe('INVALID_PARAM');
    const long = await instance.api('page-push', { pageId, event: 'x'.repeat(1025) }, bob);
    expect(errorOf(long.body).code).toBe('INVALID_PARAM');
    const app = await appToken(instance, bob, ['read:account', 'write:account']);
    expect(errorOf((await instance.api('page-push', { pageId, event: 'x' }, app)).body).code).toBe('ACCESS_DENIED');
    // A secure endpoint turns visitors away as it does app tokens, as Misskey checks that first.
    expect(errorOf((await instance.api('page-push', { pageId, event: 'x' })).body).code).toBe('ACCESS_DENIED');
  });
});
