import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUpAdmin, startTestInstance, type TestInstance } from '../../testing';

let instance: TestInstance;
beforeEach(async () => {
  instance = await startTestInstance();
});
afterEach(() => instance.close());

const check = async (session: string) =>
  (await fetch(`${instance.url}/api/miauth/${session}/check`, { method: 'POST' })).json() as Promise<{
    ok: boolean;
    token?: string;
    user?: { username: string };
  }>;

describe('miauth/{session}/check', () => {
  it('hands the app its token once, after the person allowed it, limited to what it asked', async () => {
    const admin = await setUpAdmin(instance, 'alice', 'pw');
    expect(await check('session-1')).toEqual({ ok: false });
    await instance.api(
      'miauth/gen-token',
      { session: 'session-1', name: 'Reader', permission: ['read:account'] },
      admin,
    );
    const granted = await check('session-1');
    expect(granted).toMatchObject({ ok: true, user: { username: 'alice' } });
    expect(await check('session-1')).toEqual({ ok: false });
    // The token reads the account and may not post.
    expect((await instance.api('i', {}, granted.token)).status).toBe(200);
    const post = await instance.api<{ error: { code: string } }>('notes/create', { text: 'no' }, granted.token);
    expect(post.body.error.code).toBe('PERMISSION_DENIED');
  });
});
