import { readFileSync } from 'node:fs';
import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, createRole, setUpAdmin, startTestInstance, type TestInstance } from '../../testing';
import { isPermission, type Permission } from '../permissions';
import type { AnyEndpoint } from './endpoint';

/** What Misskey declares for an endpoint, as misskey-declarations.json records it. */
interface Declaration {
  requireCredential: boolean;
  kind: string | null;
  requireAdmin: boolean;
  requireModerator: boolean;
  secure: boolean;
  requiredRolePolicy: string | null;
  prohibitMoved: boolean;
}

/** Misskey's declarations, read from its endpoint metas and stream channels at one commit. */
const misskey = JSON.parse(readFileSync(new URL('./misskey-declarations.json', import.meta.url), 'utf8')) as {
  source: { version: string; commit: string };
  endpoints: Record<string, Declaration>;
  channels: Record<string, { requireCredential: boolean; kind: string | null }>;
};

/**
 * Misskey serves sign-up and sign-in outside its endpoint folder, open to anyone and with no meta;
 * reset-db and seed-instance are our test-only endpoints. They declare nothing.
 */
const OUTSIDE_ENDPOINT_FOLDER = new Set([
  'signup',
  'signup-pending',
  'signin-flow',
  'signin-with-passkey',
  'reset-db',
  'seed-instance',
]);
const DECLARES_NOTHING: Declaration = {
  requireCredential: false,
  kind: null,
  requireAdmin: false,
  requireModerator: false,
  secure: false,
  requiredRolePolicy: null,
  prohibitMoved: false,
};

const declarationOf = (e: AnyEndpoint): Declaration => ({
  requireCredential: e.requireCredential,
  kind: e.kind,
  requireAdmin: e.requireAdmin === true,
  requireModerator: e.requireModerator === true,
  secure: e.secure === true,
  requiredRolePolicy: e.requireRolePolicy ?? null,
  prohibitMoved: e.prohibitMoved === true,
});

let instance: TestInstance;
let native: string;
let moderator: string;

beforeAll(async () => {
  instance = await startTestInstance();
  native = await setUpAdmin(instance);
  moderator = (await instance.api<{ token: string }>('signup', { username: 'mo', password: 'pw' })).body.token;
  const mo = (await instance.api<{ id: string }>('i', {}, moderator)).body;
  const role = await createRole(instance, native, { name: 'Moderators', isModerator: true });
  await instance.api('admin/roles/assign', { roleId: role.id, userId: mo.id }, native);
});
afterAll(() => instance.close());

const errorOf = (body: unknown) => (body as { error?: { code: string; id: string } } | null)?.error;

describe('endpoint declarations (permission kind, credentials, roles, limits) as Misskey declares them', () => {
  it(`every endpoint declares what Misskey's meta declares, field by field`, () => {
    expect(misskey.source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(instance.endpoints.length).toBeGreaterThan(300);
    const drift: string[] = [];
    for (const endpoint of instance.endpoints) {
      const name = endpoint.name as string;
      const expected = OUTSIDE_ENDPOINT_FOLDER.has(name) ? DECLARES_NOTHING : misskey.endpoints[name];
      if (!expected) {
        drift.push(`${name}: not in Misskey ${misskey.source.version}`);
        continue;
      }
      const actual = declarationOf(endpoint);
      for (const key of Object.keys(DECLARES_NOTHING) as (keyof Declaration)[]) {
        if (actual[key] !== expected[key])
          drift.push(`${name}: ${key} is ${actual[key]}, Misskey's is ${expected[key]}`);
      }
    }
    expect(drift).toEqual([]);
  });

  it('every stream channel declares the credential and the kind Misskey declares', () => {
    expect(instance.channels.length).toBeGreaterThan(10);
    for (const channel of instance.channels) {
      expect(misskey.channels[channel.name], `channel ${channel.name}`).toBeDefined();
      expect({ requireCredential: channel.requireCredential, kind: channel.kind }, `channel ${channel.name}`).toEqual(
        misskey.channels[channel.name],
      );
    }
  });

  it('every endpoint declares its rate limit', () => {
    for (const endpoint of instance.endpoints) {
      const where = `endpoint ${endpoint.name}`;
      expect(endpoint, where).toHaveProperty('limit');
      if (endpoint.limit) {
        const { duration, max, minInterval } = endpoint.limit;
        expect((duration !== undefined && max !== undefined) || minInterval !== undefined, where).toBe(true);
      }
    }
  });

  it('a token made with read:account only cannot post, change the profile, read notifications or mint tokens', async () => {
    const token = await appToken(instance, native, ['read:account']);
    expect((await instance.api('i', {}, token)).status).toBe(200);
    for (const [endpoint, body, code] of [
      ['notes/create', { text: 'sneaky' }, 'PERMISSION_DENIED'],
      ['i/update', { name: 'renamed' }, 'PERMISSION_DENIED'],
      ['i/notifications', {}, 'PERMISSION_DENIED'],
      ['reversi/surrender', { gameId: 'nope' }, 'PERMISSION_DENIED'],
      ['miauth/gen-token', { session: null, permission: ['write:notes'] }, 'ACCESS_DENIED'],
      ['i/revoke-token', { token }, 'ACCESS_DENIED'],
    ] as const) {
      const { body: answer } = await instance.api<{ error?: { code: string } }>(endpoint, body, token);
      expect(answer.error?.code, endpoint).toBe(code);
    }
    expect((await instance.api<{ name: string | null }>('i', {}, native)).body.name).not.toBe('renamed');
  });

  it('reversi/surrender takes a token with write:account, as in Misskey', async () => {
    const token = await appToken(instance, native, ['write:account']);
    const { body } = await instance.api('reversi/surrender', { gameId: 'nope' }, token);
    expect(errorOf(body)?.code).toBe('NO_SUCH_GAME');
  });

  it('on a sample endpoint of every kind, a token without that permission is refused and one with it is let in', async () => {
    const byKind = new Map<Permission, string>();
    // Uploads read their multipart body first (as Misskey does), so a JSON call cannot sample them;
    // secure endpoints refuse every app token before the kind counts.
    for (const e of instance.endpoints) {
      if (e.kind && isPermission(e.kind) && !e.requireFile && !e.secure && !byKind.has(e.kind))
        byKind.set(e.kind, e.name);
    }
    expect(byKind.size).toBeGreaterThan(5);
    for (const [kind, endpoint] of byKind) {
      const others = [...byKind.keys()].filter((k) => k !== kind);
      const without = await instance.api<{ error?: { code: string } }>(
        endpoint,
        {},
        await appToken(instance, native, others),
      );
      expect(without.status, `${endpoint} without ${kind}`).toBe(403);
      expect(without.body.error?.code, `${endpoint} without ${kind}`).toBe('PERMISSION_DENIED');
      const withIt = await instance.api<{ error?: { code: string } }>(
        endpoint,
        {},
        await appToken(instance, native, [kind]),
      );
      // With the permission the call reaches the endpoint itself (its own answer may still be an error).
      expect(withIt.body?.error?.code, `${endpoint} with ${kind}`).not.toBe('PERMISSION_DENIED');
    }
  });
});

describe('administrators and moderators, split as Misskey splits them', () => {
  it('a moderator gets ROLE_PERMISSION_DENIED from every administrator-only endpoint; the administrator gets through', async () => {
    const adminOnly = instance.endpoints.map((e) => e.name as string).filter((n) => misskey.endpoints[n]?.requireAdmin);
    expect(adminOnly).toEqual(
      expect.arrayContaining([
        'admin/meta',
        'admin/get-table-stats',
        'admin/show-moderation-logs',
        'admin/delete-all-files-of-a-user',
      ]),
    );
    for (const endpoint of adminOnly) {
      const refused = await instance.api(endpoint, {}, moderator);
      expect(refused.status, endpoint).toBe(403);
      // Misskey's "You are not assigned to an administrator role."
      expect(errorOf(refused.body), endpoint).toMatchObject({
        code: 'ROLE_PERMISSION_DENIED',
        id: 'c3d38592-54c0-429d-be96-5636b0431a61',
      });
      // Past the role check (an empty call may still lack its parameters).
      expect(errorOf((await instance.api(endpoint, {}, native)).body)?.code, endpoint).not.toBe(
        'ROLE_PERMISSION_DENIED',
      );
    }
    const meta = await instance.api<entities.AdminMetaResponse>('admin/meta', {}, native);
    expect(meta.status).toBe(200);
    expect(meta.body).toHaveProperty('smtpPass');
  });

  it("a moderator reaches the moderators' endpoints, a role's members among them", async () => {
    const roles = await instance.api<entities.Role[]>('admin/roles/list', {}, moderator);
    expect(roles.status).toBe(200);
    const roleId = roles.body[0]?.id;
    expect((await instance.api('admin/roles/users', { roleId }, moderator)).status).toBe(200);
    expect((await instance.api('admin/show-users', {}, moderator)).status).toBe(200);
  });
});
