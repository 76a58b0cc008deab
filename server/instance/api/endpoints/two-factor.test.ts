import type { entities } from 'misskey-js';
import * as OTPAuth from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUpAdmin, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
beforeEach(async () => {
  instance = await startTestInstance();
});
afterEach(() => instance.close());

type Failure = { error: { id: string; code: string } };
const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6 }).generate();

/** Turns two-factor on for the account: answers the secret and the backup codes. */
async function enable(token: string, password: string) {
  const registered = await instance.api<entities.I2faRegisterResponse>('i/2fa/register', { password }, token);
  expect(registered.status).toBe(200);
  const done = await instance.api<{ backupCodes: string[] }>(
    'i/2fa/done',
    { token: codeFor(registered.body.secret) },
    token,
  );
  expect(done.status).toBe(200);
  return { secret: registered.body.secret, backupCodes: done.body.backupCodes };
}

describe('two-factor authentication', () => {
  it('sets up TOTP: a secret with an otpauth URL and a QR image, confirmed by a first code', async () => {
    const token = await setUpAdmin(instance, 'alice', 'pw');
    const wrongPassword = await instance.api<Failure>('i/2fa/register', { password: 'nope' }, token);
    expect(wrongPassword.body.error).toMatchObject({
      code: 'INCORRECT_PASSWORD',
      id: '78d6c839-20c9-4c66-b90a-fc0542168b48',
    });
    const registered = await instance.api<entities.I2faRegisterResponse>('i/2fa/register', { password: 'pw' }, token);
    expect(registered.body).toMatchObject({ label: 'alice', issuer: expect.any(String) });
    expect(registered.body.url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(registered.body.qr).toMatch(/^data:image\/png;base64,/);
    // A wrong first code leaves it off.
    const wrongCode = await instance.api<Failure>('i/2fa/done', { token: '000000' }, token);
    expect(wrongCode.body.error.code).toBe('INTERNAL_ERROR');
    expect((await instance.api<entities.MeDetailed>('i', {}, token)).body.twoFactorEnabled).toBe(false);
    const done = await instance.api<{ backupCodes: string[] }>(
      'i/2fa/done',
      { token: codeFor(registered.body.secret) },
      token,
    );
    expect(done.body.backupCodes).toHaveLength(20);
    const me = (await instance.api<entities.MeDetailed>('i', {}, token)).body;
    expect(me).toMatchObject({ twoFactorEnabled: true, twoFactorBackupCodesStock: 'full' });
  });

  it('signs in with the password and then a code, or a backup code once', async () => {
    const token = await setUpAdmin(instance, 'alice', 'pw');
    const { secret, backupCodes } = await enable(token, 'pw');
    expect((await instance.api('signin-flow', { username: 'alice' })).body).toEqual({
      finished: false,
      next: 'password',
    });
    expect((await instance.api('signin-flow', { username: 'alice', password: 'pw' })).body).toEqual({
      finished: false,
      next: 'totp',
    });
    const badCode = await instance.api<Failure>('signin-flow', { username: 'alice', password: 'pw', token: '123456' });
    expect(badCode.status).toBe(403);
    expect(badCode.body.error.id).toBe('cdf1235b-ac71-46d4-a3a6-84ccce48df6f');
    const badPassword = await instance.api<Failure>('signin-flow', {
      username: 'alice',
      password: 'nope',
      token: codeFor(secret),
    });
    expect(badPassword.body.error.id).toBe('932c904e-9460-45b7-9ce6-7ed33be7eb2c');
    const ok = await instance.api<{ finished: boolean; i: string }>('signin-flow', {
      username: 'alice',
      password: 'pw',
      token: codeFor(secret),
    });
    expect(ok.body).toMatchObject({ finished: true, i: expect.any(String) });

    const backup = backupCodes[0] as string;
    const withBackup = await instance.api('signin-flow', { username: 'alice', password: 'pw', token: backup });
    expect(withBackup.status).toBe(200);
    const again = await instance.api<Failure>('signin-flow', { username: 'alice', password: 'pw', token: backup });
    expect(again.status).toBe(403);
    expect((await instance.api<entities.MeDetailed>('i', {}, token)).body.twoFactorBackupCodesStock).toBe('partial');
    // The history shows the refused attempts too.
    const history = await instance.api<entities.ISigninHistoryResponse>('i/signin-history', {}, token);
    expect(history.body.filter((s) => !s.success)).toHaveLength(3);
  });

  it('asks a code before changing the password or turning two-factor off', async () => {
    const token = await setUpAdmin(instance, 'alice', 'pw');
    const { secret } = await enable(token, 'pw');
    const noCode = await instance.api<Failure>('i/change-password', { currentPassword: 'pw', newPassword: 'x' }, token);
    expect(noCode.body.error.code).toBe('INTERNAL_ERROR');
    const changed = await instance.api(
      'i/change-password',
      { currentPassword: 'pw', newPassword: 'pw2', token: codeFor(secret) },
      token,
    );
    expect(changed.status).toBe(204);
    const wrongPassword = await instance.api<Failure>(
      'i/2fa/unregister',
      { password: 'pw', token: codeFor(secret) },
      token,
    );
    expect(wrongPassword.body.error.id).toBe('7add0395-9901-4098-82f9-4f67af65f775');
    const off = await instance.api('i/2fa/unregister', { password: 'pw2', token: codeFor(secret) }, token);
    expect(off.status).toBe(204);
    expect((await instance.api('signin-flow', { username: 'alice' })).body).toEqual({
      finished: false,
      next: 'captcha',
    });
  });
});
