import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUpAdmin, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
beforeEach(async () => {
  instance = await startTestInstance();
});
afterEach(() => instance.close());

type Me = entities.MeDetailed & { token: string };

describe('accounts and sign-in', () => {
  it('makes the first account of an empty instance its administrator', async () => {
    expect((await instance.api<entities.MetaDetailed>('meta')).body.requireSetup).toBe(true);
    const { status, body } = await instance.api<Me>('admin/accounts/create', { username: 'alice', password: 'pw' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ username: 'alice', isAdmin: true, host: null });
    expect(body.token).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(body.id).toMatch(/^[0-9a-z]{10}$/);
    expect((await instance.api<entities.MetaDetailed>('meta')).body.requireSetup).toBe(false);
  });

  it('lets only an administrator create further accounts that way', async () => {
    const admin = await setUpAdmin(instance);
    const stranger = await instance.api<{ error: { code: string } }>('admin/accounts/create', {
      username: 'bob',
      password: 'pw',
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.error.code).toBe('ACCESS_DENIED');
    const byAdmin = await instance.api<Me>('admin/accounts/create', { username: 'bob', password: 'pw' }, admin);
    expect(byAdmin.body.isAdmin).toBe(false);
  });

  it('signs up a second person, refusing a taken or malformed username', async () => {
    await setUpAdmin(instance);
    const ok = await instance.api<Me>('signup', { username: 'bob', password: 'secret' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ username: 'bob', isAdmin: false, token: expect.any(String) });
    const taken = await instance.api<{ error: { code: string } }>('signup', { username: 'BOB', password: 'x' });
    expect(taken.body.error.code).toBe('DUPLICATED_USERNAME');
    const bad = await instance.api<{ error: { code: string } }>('signup', { username: 'no spaces', password: 'x' });
    expect(bad.body.error.code).toBe('INVALID_PARAM');
    const missing = await instance.api<{ error: { code: string } }>('signup', { username: 'carol' });
    expect(missing.body.error.code).toBe('INVALID_PARAM');
  });

  it('signs in in two steps, username then password, as Misskey does', async () => {
    await setUpAdmin(instance, 'alice', 'right');
    expect((await instance.api('signin-flow', { username: 'alice' })).body).toEqual({
      finished: false,
      next: 'captcha',
    });
    const wrong = await instance.api<{ error: { id: string } }>('signin-flow', {
      username: 'alice',
      password: 'wrong',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.id).toBe('932c904e-9460-45b7-9ce6-7ed33be7eb2c');
    const nobody = await instance.api<{ error: { id: string } }>('signin-flow', { username: 'nobody' });
    expect(nobody.status).toBe(404);
    expect(nobody.body.error.id).toBe('6cc579cc-885d-43d8-95c2-b8c7fc963280');
    const done = await instance.api<{ finished: true; id: string; i: string }>('signin-flow', {
      username: 'ALICE',
      password: 'right',
    });
    expect(done.body.finished).toBe(true);
    const me = await instance.api<entities.MeDetailed>('i', {}, done.body.i);
    expect(me.body).toMatchObject({
      id: done.body.id,
      username: 'alice',
      // The sign-in's own login notification, as in Misskey.
      unreadNotificationsCount: 1,
      achievements: [],
    });
    expect(me.body.policies.ltlAvailable).toBe(true);
  });

  it('refuses i without credentials or with a bad token, with Misskey errors', async () => {
    await setUpAdmin(instance);
    const none = await instance.api<{ error: { code: string } }>('i');
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('CREDENTIAL_REQUIRED');
    const bad = await instance.api<{ error: { id: string } }>('i', {}, 'not-a-token');
    expect(bad.status).toBe(401);
    expect(bad.body.error.id).toBe('b0a7f5f8-dc2f-4171-b91f-de88ad238e14');
  });

  it('accepts the token as an Authorization Bearer header', async () => {
    const token = await setUpAdmin(instance);
    const response = await fetch(`${instance.url}/api/i`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect(((await response.json()) as { username: string }).username).toBe('admin');
  });

  it('keeps accounts across a restart', async () => {
    const token = await setUpAdmin(instance);
    await instance.restart();
    expect((await instance.api<entities.MeDetailed>('i', {}, token)).body.username).toBe('admin');
  });
});
