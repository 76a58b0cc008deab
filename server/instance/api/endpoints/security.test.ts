import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUpAdmin, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
beforeEach(async () => {
  instance = await startTestInstance();
});
afterEach(() => instance.close());

const signIn = (username: string, password: string) =>
  instance.api<{ i?: string; error?: { code: string } }>('signin-flow', { username, password });

describe('the security settings behind Settings > Security and Apps', () => {
  it('changes the password when the current one is right, and keeps it when it is wrong', async () => {
    const token = await setUpAdmin(instance, 'alice', 'old-pass');
    const wrong = await instance.api<{ error: { code: string } }>(
      'i/change-password',
      { currentPassword: 'nope', newPassword: 'new-pass' },
      token,
    );
    expect(wrong.status).toBe(500);
    expect(wrong.body.error.code).toBe('INTERNAL_ERROR');
    expect((await signIn('alice', 'old-pass')).body.i).toBeDefined();

    const changed = await instance.api(
      'i/change-password',
      { currentPassword: 'old-pass', newPassword: 'new-pass' },
      token,
    );
    expect(changed.status).toBe(204);
    expect((await signIn('alice', 'old-pass')).body.error?.code).toBe('INCORRECT_PASSWORD');
    expect((await signIn('alice', 'new-pass')).body.i).toBeDefined();
  });

  it('keeps a sign-in history, newest first, with failed attempts and the device', async () => {
    const token = await setUpAdmin(instance, 'alice', 'pass');
    await signIn('alice', 'wrong');
    await signIn('alice', 'pass');
    const { body } = await instance.api<{ success: boolean; ip: string; headers: Record<string, string> }[]>(
      'i/signin-history',
      {},
      token,
    );
    expect(body.map((s) => s.success)).toEqual([true, false]);
    expect(body[0]?.ip).toMatch(/127\.0\.0\.1/);
    expect(Object.keys(body[0]?.headers ?? {})).not.toContain('authorization');
  });

  it('lists app tokens with their permissions and last use, and revokes one by its id', async () => {
    const token = await setUpAdmin(instance, 'alice', 'pass');
    const { body: issued } = await instance.api<{ token: string }>(
      'miauth/gen-token',
      { session: null, name: 'Reader', permission: ['read:account'] },
      token,
    );
    await instance.api('i', {}, issued.token);
    const { body: apps } = await instance.api<
      { id: string; name: string; permission: string[]; lastUsedAt?: string }[]
    >('i/apps', {}, token);
    expect(apps).toEqual([
      expect.objectContaining({ name: 'Reader', permission: ['read:account'], lastUsedAt: expect.any(String) }),
    ]);
    expect(JSON.stringify(apps)).not.toContain(issued.token);
    // Only the account itself, with its own sign-in, sees them.
    expect((await instance.api<{ error: { code: string } }>('i/apps', {}, issued.token)).body.error.code).toBe(
      'ACCESS_DENIED',
    );
    expect((await instance.api('i/revoke-token', { tokenId: apps[0]?.id }, token)).status).toBe(204);
    expect((await instance.api('i', {}, issued.token)).status).toBe(401);
    expect((await instance.api<unknown[]>('i/apps', {}, token)).body).toEqual([]);
  });
});
