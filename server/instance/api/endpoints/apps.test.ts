import { createHash } from 'node:crypto';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUpAdmin, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
beforeEach(async () => {
  instance = await startTestInstance();
});
afterEach(() => instance.close());

type ErrorBody = { error: { code: string; id: string } };
type App = { id: string; name: string; callbackUrl: string | null; permission: string[]; secret?: string };

describe('registered apps and the legacy authorization flow', () => {
  it('registers an app, lets the person accept it, and hands the token over once', async () => {
    const alice = await setUpAdmin(instance, 'alice');
    const created = await instance.api<App>('app/create', {
      name: 'Reader',
      description: 'reads notes',
      permission: ['read:account', 'account-write', 'write:account'],
      callbackUrl: 'https://reader.example/done',
    });
    expect(created.status).toBe(200);
    // Old permission names become today's; duplicates go.
    expect(created.body).toMatchObject({ name: 'Reader', permission: ['read:account', 'write:account'] });
    const secret = created.body.secret as string;
    expect(secret).toMatch(/^[A-Za-z0-9]{32}$/);

    const { body: session } = await instance.api<{ token: string; url: string }>('auth/session/generate', {
      appSecret: secret,
    });
    expect(session.url).toBe(`${instance.url}/auth/${session.token}`);
    const pending = await instance.api<ErrorBody>('auth/session/userkey', { appSecret: secret, token: session.token });
    expect(pending.body.error.code).toBe('PENDING_SESSION');

    const shown = await instance.api<{ app: App & { isAuthorized: boolean } }>(
      'auth/session/show',
      { token: session.token },
      alice,
    );
    expect(shown.body.app).toMatchObject({ name: 'Reader', isAuthorized: false });
    expect(shown.body.app.secret).toBeUndefined();
    expect((await instance.api('auth/accept', { token: session.token }, alice)).status).toBe(204);

    const key = await instance.api<{ accessToken: string; user: entities.UserDetailed }>('auth/session/userkey', {
      appSecret: secret,
      token: session.token,
    });
    expect(key.body.user.username).toBe('alice');
    // The app calls with sha256(token + secret), as Misskey's legacy clients do.
    const i = createHash('sha256')
      .update(key.body.accessToken + secret)
      .digest('hex');
    expect((await instance.api<entities.MeDetailed>('i', {}, i)).body.username).toBe('alice');
    // Its permissions hold: no note without write:notes.
    const refused = await instance.api<ErrorBody>('notes/create', { text: 'hi' }, i);
    expect(refused.body.error.code).toBe('PERMISSION_DENIED');
    // The session is spent.
    const again = await instance.api<ErrorBody>('auth/session/userkey', { appSecret: secret, token: session.token });
    expect(again.body.error.id).toBe('5b5a1503-8bc8-4bd0-8054-dc189e8cdcb3');

    const authorized = await instance.api<(App & { isAuthorized: boolean })[]>('i/authorized-apps', {}, alice);
    expect(authorized.body).toEqual([
      {
        id: created.body.id,
        name: 'Reader',
        callbackUrl: 'https://reader.example/done',
        permission: expect.any(Array),
        isAuthorized: true,
      },
    ]);
    const tokens = await instance.api<{ id: string; name: string }[]>('i/apps', {}, alice);
    expect(tokens.body.map((t) => t.name)).toEqual(['Reader']);
    await instance.api('i/revoke-token', { tokenId: tokens.body[0]?.id }, alice);
    expect((await instance.api('i', {}, i)).status).toBe(401);
    expect((await instance.api<unknown[]>('i/authorized-apps', {}, alice)).body).toEqual([]);
  });

  it('answers each endpoint its own error ids for unknown apps and sessions', async () => {
    const alice = await setUpAdmin(instance, 'alice');
    const noApp = await instance.api<ErrorBody>('auth/session/generate', { appSecret: 'nope' });
    expect(noApp.body.error).toMatchObject({ code: 'NO_SUCH_APP', id: '92f93e63-428e-4f2f-a5a4-39e1407fe998' });
    const noSession = await instance.api<ErrorBody>('auth/session/show', { token: 'nope' });
    expect(noSession.body.error.id).toBe('bd72c97d-eba7-4adb-a467-f171b8847250');
    const noAccept = await instance.api<ErrorBody>('auth/accept', { token: 'nope' }, alice);
    expect(noAccept.body.error.id).toBe('9c72d8de-391a-43c1-9d06-08d29efde8df');
    const unknown = await instance.api<ErrorBody>('app/show', { appId: '0000000000' });
    expect(unknown.body.error.id).toBe('dce83913-2dc6-4093-8a7b-71dbb11718a3');
  });

  it('shows an app its creator made with its secret, and to others without', async () => {
    const alice = await setUpAdmin(instance, 'alice');
    const { body: app } = await instance.api<App>(
      'app/create',
      { name: 'Mine', description: '', permission: [] },
      alice,
    );
    expect((await instance.api<App>('app/show', { appId: app.id }, alice)).body.secret).toBe(app.secret);
    expect((await instance.api<App>('app/show', { appId: app.id })).body.secret).toBeUndefined();
  });

  it('keeps one token per app and person when they accept twice', async () => {
    const alice = await setUpAdmin(instance, 'alice');
    const { body: app } = await instance.api<App>('app/create', { name: 'Twice', description: '', permission: [] });
    for (let n = 0; n < 2; n++) {
      const { body: s } = await instance.api<{ token: string }>('auth/session/generate', { appSecret: app.secret });
      await instance.api('auth/accept', { token: s.token }, alice);
    }
    expect((await instance.api<unknown[]>('i/apps', {}, alice)).body).toHaveLength(1);
  });
});
