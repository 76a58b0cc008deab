import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelEvent, connectStream, setUpAdmin, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let token: string;
type Err = { error: { code: string; id: string } };

beforeAll(async () => {
  instance = await startTestInstance();
  token = await setUpAdmin(instance);
});
afterAll(() => instance.close());

describe('registry', () => {
  it('stores JSON by scope and key, lists keys, and tells other devices', async () => {
    const stream = await connectStream(instance, token);
    stream.send({ type: 'connect', body: { channel: 'main', id: 'main' } });
    await new Promise((r) => setTimeout(r, 50));
    const scope = ['client', 'preferences', 'sync'];
    expect(
      (await instance.api('i/registry/set', { scope, key: 'default:theme', value: [['', 'dark', {}]] }, token)).status,
    ).toBe(204);
    const event = await stream.waitFor<{ body: { scope: string[]; key: string; value: unknown } }>(
      channelEvent('main', 'registryUpdated'),
      'registryUpdated',
    );
    expect(event.body).toEqual({ scope, key: 'default:theme', value: [['', 'dark', {}]] });
    expect((await instance.api('i/registry/get', { scope, key: 'default:theme' }, token)).body).toEqual([
      ['', 'dark', {}],
    ]);
    await instance.api('i/registry/set', { scope, key: 'default:sound', value: { volume: 0.3 } }, token);
    expect((await instance.api('i/registry/keys', { scope }, token)).body).toEqual(['default:sound', 'default:theme']);
    expect((await instance.api('i/registry/get-all', { scope }, token)).body).toEqual({
      'default:sound': { volume: 0.3 },
      'default:theme': [['', 'dark', {}]],
    });
    expect((await instance.api('i/registry/keys-with-type', { scope }, token)).body).toEqual({
      'default:sound': 'object',
      'default:theme': 'array',
    });
    const detail = await instance.api<{ updatedAt: string; value: unknown }>(
      'i/registry/get-detail',
      { scope, key: 'default:sound' },
      token,
    );
    expect(detail.body.value).toEqual({ volume: 0.3 });
    stream.close();
  });

  it('answers NO_SUCH_KEY for a missing key, on get and remove', async () => {
    const scope = ['client', 'base'];
    const missing = await instance.api<Err>('i/registry/get', { scope, key: 'nothing' }, token);
    expect(missing.body.error).toMatchObject({ code: 'NO_SUCH_KEY', id: 'ac3ed68a-62f0-422b-a7bc-d5e09e8f6a6a' });
    expect((await instance.api<Err>('i/registry/remove', { scope, key: 'nothing' }, token)).body.error.code).toBe(
      'NO_SUCH_KEY',
    );
    await instance.api('i/registry/set', { scope, key: 'k', value: 1 }, token);
    expect((await instance.api('i/registry/remove', { scope, key: 'k' }, token)).status).toBe(204);
    expect((await instance.api<Err>('i/registry/get', { scope, key: 'k' }, token)).body.error.code).toBe('NO_SUCH_KEY');
    const badScope = await instance.api<Err>('i/registry/keys', { scope: ['has space'] }, token);
    expect(badScope.body.error.code).toBe('INVALID_PARAM');
  });
});

describe('tokens, achievements and the small endpoints', () => {
  it('issues an app token through MiAuth, which works until revoked', async () => {
    const { body } = await instance.api<{ token: string }>(
      'miauth/gen-token',
      { session: null, name: 'My plugin', permission: ['read:account'] },
      token,
    );
    expect((await instance.api<entities.MeDetailed>('i', {}, body.token)).body.username).toBe('admin');
    expect((await instance.api('i/revoke-token', { token: body.token }, token)).status).toBe(204);
    expect((await instance.api<Err>('i', {}, body.token)).body.error.code).toBe('AUTHENTICATION_FAILED');
  });

  it('records a claimed achievement once, with a notification, and refuses unknown names', async () => {
    expect((await instance.api('i/claim-achievement', { name: 'notes1' }, token)).status).toBe(204);
    await instance.api('i/claim-achievement', { name: 'notes1' }, token);
    const me = (await instance.api<entities.MeDetailed>('i', {}, token)).body;
    expect(me.achievements.map((a) => a.name)).toEqual(['notes1']);
    const earned = (
      await instance.api<entities.Notification[]>('i/notifications', { includeTypes: ['achievementEarned'] }, token)
    ).body;
    expect(earned).toHaveLength(1);
    expect((await instance.api<Err>('i/claim-achievement', { name: 'made-up' }, token)).body.error.code).toBe(
      'INVALID_PARAM',
    );
    // Anyone may see them, as on a profile.
    const shown = await instance.api<entities.Achievement[]>('users/achievements', { userId: me.id });
    expect(shown.body).toEqual([{ name: 'notes1', unlockedAt: expect.any(Number) }]);
    expect((await instance.api<Err>('users/achievements', { userId: 'a000000000' })).body.error.code).toBe(
      'NO_SUCH_USER',
    );
  });

  it('counts the days the account fetched itself, once a day (loggedInDays)', async () => {
    const first = (await instance.api<entities.MeDetailed>('i', {}, token)).body.loggedInDays;
    expect(first).toBeGreaterThanOrEqual(1);
    expect((await instance.api<entities.MeDetailed>('i', {}, token)).body.loggedInDays).toBe(first);
  });

  it('answers ping, stats, the online count and an empty emoji list', async () => {
    expect((await instance.api<{ pong: number }>('ping')).body.pong).toBeGreaterThan(0);
    expect((await instance.api<{ usersCount: number }>('stats')).body.usersCount).toBe(1);
    // The machine stays private until the administrators allow it, as Misskey's default.
    const hidden = await instance.api<{ machine: string; cpu: { cores: number } }>('server-info');
    expect(hidden.body).toMatchObject({ machine: '?', cpu: { model: '?', cores: 0 } });
    await instance.api('admin/update-meta', { enableServerMachineStats: true }, token);
    const shown = await instance.api<{ cpu: { cores: number }; mem: { total: number }; fs: { used: number } }>(
      'server-info',
    );
    expect(shown.body.cpu.cores).toBeGreaterThan(0);
    expect(shown.body.mem.total).toBeGreaterThan(0);
    expect(shown.body.fs.used).toBeGreaterThan(0);
    // The account fetched itself above, so it counts as online.
    expect((await instance.api<{ count: number }>('get-online-users-count')).body).toEqual({ count: 1 });
    expect((await instance.api('emojis')).body).toEqual({ emojis: [] });
    expect((await instance.api<Err>('emoji', { name: 'nope' })).body.error.code).toBe('NO_SUCH_EMOJI');
    const identicon = await fetch(`${instance.url}/identicon/admin@example`);
    expect(identicon.headers.get('content-type')).toContain('image/svg+xml');
  });
});

describe('demo content and the test reset', () => {
  it('seeds a fresh instance with people, notes, a poll, reactions and custom emoji', async () => {
    const demo = await startTestInstance({ seed: 'demo' });
    try {
      const ltl = (await demo.api<entities.Note[]>('notes/local-timeline', { limit: 100, withReplies: true })).body;
      expect(ltl.length).toBeGreaterThanOrEqual(7);
      expect(ltl.some((n) => n.poll)).toBe(true);
      expect(ltl.some((n) => Object.keys(n.reactions).length > 0)).toBe(true);
      const emojis = (await demo.api<{ emojis: { name: string; url: string }[] }>('emojis')).body.emojis;
      expect(emojis.map((e) => e.name).sort()).toEqual(['berry', 'sunny', 'tessera']);
      expect((await fetch(emojis[0]?.url ?? '')).headers.get('content-type')).toBe('image/png');
      expect((await fetch(`${demo.url}/emoji/sunny.webp`, { redirect: 'manual' })).status).toBe(302);
      const signin = await demo.api<{ finished: boolean }>('signin-flow', {
        username: 'alice',
        password: 'tessera-demo',
      });
      expect(signin.body.finished).toBe(true);
    } finally {
      await demo.close();
    }
  });

  it('empties everything with reset-db, only when the server was started for tests', async () => {
    const plain = await startTestInstance({ enableTestReset: false });
    try {
      expect((await plain.api<Err>('reset-db')).body.error.code).toBe('UNKNOWN_API_ENDPOINT');
    } finally {
      await plain.close();
    }
    const resettable = await startTestInstance();
    try {
      await setUpAdmin(resettable);
      expect((await resettable.api('reset-db')).status).toBe(204);
      expect((await resettable.api<entities.MetaDetailed>('meta')).body.requireSetup).toBe(true);
    } finally {
      await resettable.close();
    }
  });
});
