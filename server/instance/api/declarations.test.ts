import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpAdmin, startTestInstance, type TestInstance } from '../../testing';
import { isPermission, type Permission } from './permissions';

let instance: TestInstance;
let native: string;

beforeAll(async () => {
  instance = await startTestInstance();
  native = await setUpAdmin(instance);
});
afterAll(() => instance.close());

const appToken = async (permission: readonly string[]) =>
  (await instance.api<{ token: string }>('miauth/gen-token', { session: null, permission }, native)).body.token;

describe('endpoint declarations (permission kind, credentials, limits) as Misskey declares them', () => {
  it('every endpoint declares its permission kind and rate limit', () => {
    expect(instance.endpoints.length).toBeGreaterThan(50);
    for (const endpoint of instance.endpoints) {
      const where = `endpoint ${endpoint.name}`;
      expect(endpoint, where).toHaveProperty('kind');
      expect(endpoint, where).toHaveProperty('limit');
      expect(typeof endpoint.requireCredential, where).toBe('boolean');
      if (endpoint.kind !== null) expect(isPermission(endpoint.kind), `${where}: kind ${endpoint.kind}`).toBe(true);
      // A secure endpoint is for native tokens only, so a permission kind would mean nothing.
      if (endpoint.secure) expect(endpoint.kind, where).toBeNull();
      if (endpoint.limit) {
        const { duration, max, minInterval } = endpoint.limit;
        expect((duration !== undefined && max !== undefined) || minInterval !== undefined, where).toBe(true);
      }
    }
  });

  it('a token made with read:account only cannot post, change the profile, read notifications or mint tokens', async () => {
    const token = await appToken(['read:account']);
    expect((await instance.api('i', {}, token)).status).toBe(200);
    for (const [endpoint, body, code] of [
      ['notes/create', { text: 'sneaky' }, 'PERMISSION_DENIED'],
      ['i/update', { name: 'renamed' }, 'PERMISSION_DENIED'],
      ['i/notifications', {}, 'PERMISSION_DENIED'],
      ['miauth/gen-token', { session: null, permission: ['write:notes'] }, 'ACCESS_DENIED'],
      ['i/revoke-token', { token }, 'ACCESS_DENIED'],
    ] as const) {
      const { body: answer } = await instance.api<{ error?: { code: string } }>(endpoint, body, token);
      expect(answer.error?.code, endpoint).toBe(code);
    }
    expect((await instance.api<{ name: string | null }>('i', {}, native)).body.name).not.toBe('renamed');
  });

  it('on a sample endpoint of every kind, a token without that permission is refused and one with it is let in', async () => {
    const byKind = new Map<Permission, string>();
    // Uploads read their multipart body first (as Misskey does), so a JSON call cannot sample them.
    for (const e of instance.endpoints) if (e.kind && !e.requireFile && !byKind.has(e.kind)) byKind.set(e.kind, e.name);
    expect(byKind.size).toBeGreaterThan(5);
    for (const [kind, endpoint] of byKind) {
      const others = [...byKind.keys()].filter((k) => k !== kind);
      const without = await instance.api<{ error?: { code: string } }>(endpoint, {}, await appToken(others));
      expect(without.status, `${endpoint} without ${kind}`).toBe(403);
      expect(without.body.error?.code, `${endpoint} without ${kind}`).toBe('PERMISSION_DENIED');
      const withIt = await instance.api<{ error?: { code: string } }>(endpoint, {}, await appToken([kind]));
      // With the permission the call reaches the endpoint itself (its own answer may still be an error).
      expect(withIt.body?.error?.code, `${endpoint} with ${kind}`).not.toBe('PERMISSION_DENIED');
    }
  });
});
