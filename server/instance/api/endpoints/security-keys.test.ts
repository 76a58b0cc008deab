import * as OTPAuth from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUpAdmin, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
beforeEach(async () => {
  instance = await startTestInstance();
});
afterEach(() => instance.close());

type ErrorBody = { error: { code: string; id: string } };

// A browser's real answer needs an authenticator: the end-to-end test signs in with a virtual
// one. These are the server's refusals and options.
describe('security keys', () => {
  it('offers keys only on top of an authenticator app, with registration options for this server', async () => {
    const alice = await setUpAdmin(instance, 'alice', 'pw');
    const before = await instance.api<ErrorBody>('i/2fa/register-key', { password: 'pw' }, alice);
    expect(before.body.error).toMatchObject({
      code: 'TWO_FACTOR_NOT_ENABLED',
      id: 'bf32b864-449b-47b8-974e-f9a5468546f1',
    });
    const { body: setup } = await instance.api<{ secret: string }>('i/2fa/register', { password: 'pw' }, alice);
    const code = () => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.secret), digits: 6 }).generate();
    await instance.api('i/2fa/done', { token: code() }, alice);
    const wrong = await instance.api<ErrorBody>('i/2fa/register-key', { password: 'no', token: code() }, alice);
    expect(wrong.body.error.id).toBe('38769596-efe2-4faf-9bec-abbb3f2cd9ba');
    const options = await instance.api<{ rp: { id: string }; challenge: string; user: { name: string } }>(
      'i/2fa/register-key',
      { password: 'pw', token: code() },
      alice,
    );
    expect(options.body.rp.id).toBe(new URL(instance.url).hostname);
    expect(options.body.user.name).toBe('alice');
    expect(options.body.challenge).toMatch(/^[\w-]+$/);
    // A made-up answer is refused as Misskey refuses it.
    const bogus = await instance.api<ErrorBody>(
      'i/2fa/key-done',
      { password: 'pw', token: code(), name: 'Fake', credential: { id: 'x', rawId: 'x', type: 'public-key' } },
      alice,
    );
    expect(bogus.body.error.code).toBe('INTERNAL_ERROR');
    const me = await instance.api<{ securityKeysList: unknown[]; securityKeys: boolean }>('i', {}, alice);
    expect(me.body).toMatchObject({ securityKeysList: [], securityKeys: false });
    // Without a key, neither password-less sign-in nor renaming has anything to act on.
    const passwordLess = await instance.api<ErrorBody>('i/2fa/password-less', { value: true }, alice);
    expect(passwordLess.body.error.code).toBe('NO_SECURITY_KEY');
    const rename = await instance.api<ErrorBody>('i/2fa/update-key', { credentialId: 'none', name: 'x' }, alice);
    expect(rename.body.error.code).toBe('NO_SUCH_KEY');
    // With no key, signing in still asks for the app's code.
    const signin = await instance.api<{ next: string }>('signin-flow', { username: 'alice', password: 'pw' });
    expect(signin.body.next).toBe('totp');
  });

  it('starts a sign-in that names no user, and refuses an answer without its context or from no key', async () => {
    await setUpAdmin(instance, 'alice', 'pw');
    const started = await instance.api<{ option: { challenge: string; rpId: string }; context: string }>(
      'signin-with-passkey',
      {},
    );
    expect(started.body.option.rpId).toBe(new URL(instance.url).hostname);
    expect(started.body.context).toMatch(/^[0-9a-f-]{36}$/);
    const answer = {
      id: 'unknown',
      rawId: 'unknown',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
    };
    const noContext = await instance.api<ErrorBody>('signin-with-passkey', { credential: answer });
    expect(noContext.status).toBe(400);
    expect(noContext.body.error.id).toBe('1658cc2e-4495-461f-aee4-d403cdf073c1');
    const unknown = await instance.api<ErrorBody>('signin-with-passkey', {
      credential: answer,
      context: started.body.context,
    });
    expect(unknown.status).toBe(403);
    expect(unknown.body.error.id).toBe('932c904e-9460-45b7-9ce6-7ed33be7eb2c');
  });
});
