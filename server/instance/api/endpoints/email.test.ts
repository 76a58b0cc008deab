import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUpAdmin, startTestInstance, type TestInstance } from '../../../testing';
import type { OutboxEntry } from '../../mail/mailer';

let instance: TestInstance;
beforeEach(async () => {
  instance = await startTestInstance();
});
afterEach(() => instance.close());

type ErrorBody = { error: { code: string; id: string } };

/** The messages the test instance wrote to its outbox, oldest first. */
function outbox(): OutboxEntry[] {
  const dir = join(instance.dataDir, 'outbox');
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxEntry);
}
const linkIn = (entry: OutboxEntry | undefined) => entry?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
/** The code of a verification link (/verify-email/{code}). */
const codeIn = (entry: OutboxEntry | undefined) => linkIn(entry).split('/verify-email/')[1] ?? '';

describe('email: the address, its verification, password resets and notifications', () => {
  it('sets an address after the password, verifies it through the mailed link, and refuses it to others', async () => {
    const alice = await setUpAdmin(instance, 'alice', 'alice-pass');
    expect((await instance.api<entities.MetaDetailed>('meta')).body.enableEmail).toBe(true);
    const wrong = await instance.api<ErrorBody>('i/update-email', { password: 'nope', email: 'a@example.com' }, alice);
    expect(wrong.body.error).toMatchObject({ code: 'INCORRECT_PASSWORD', id: 'e54c1d7e-e7d6-4103-86b6-0a95069b4ad3' });
    const bad = await instance.api<ErrorBody>(
      'i/update-email',
      { password: 'alice-pass', email: 'not an address' },
      alice,
    );
    expect(bad.body.error.id).toBe('a2defefb-f220-8849-0af6-17f816099323');
    expect(outbox()).toEqual([]);

    const set = await instance.api<entities.MeDetailed>(
      'i/update-email',
      { password: 'alice-pass', email: 'a@example.com' },
      alice,
    );
    expect(set.body).toMatchObject({ email: 'a@example.com', emailVerified: false });
    const [mail] = outbox();
    expect(mail).toMatchObject({ to: 'a@example.com', subject: 'Email verification' });
    const link = linkIn(mail);
    expect(link).toMatch(new RegExp(`^${instance.url}/verify-email/[a-z0-9]{16}$`));
    // The link is the client's page, which calls verify-email (signed in or not); a code works once.
    const wrongCode = await instance.api<ErrorBody>('verify-email', { code: 'wrong-code' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.error).toMatchObject({ code: 'NO_SUCH_CODE', id: '97c1f576-e4b8-4b8a-a6dc-9cb65e7f6f85' });
    expect((await instance.api<entities.MeDetailed>('i', {}, alice)).body.emailVerified).toBe(false);
    expect((await instance.api('verify-email', { code: codeIn(mail) })).status).toBe(204);
    expect((await instance.api<ErrorBody>('verify-email', { code: codeIn(mail) })).body.error.code).toBe(
      'NO_SUCH_CODE',
    );
    expect((await instance.api<entities.MeDetailed>('i', {}, alice)).body.emailVerified).toBe(true);

    const taken = await instance.api('email-address/available', { emailAddress: 'a@example.com' });
    expect(taken.body).toEqual({ available: false, reason: 'used' });
    const free = await instance.api('email-address/available', { emailAddress: 'b@example.com' });
    expect(free.body).toEqual({ available: true, reason: null });
  });

  it('mails a reset link only for the verified address, and the link sets a new password once', async () => {
    const alice = await setUpAdmin(instance, 'alice', 'old-pass');
    await instance.api('i/update-email', { password: 'old-pass', email: 'a@example.com' }, alice);
    // Unverified: nothing is sent, and the answer is the same.
    expect((await instance.api('request-reset-password', { username: 'alice', email: 'a@example.com' })).status).toBe(
      204,
    );
    expect(outbox()).toHaveLength(1);
    await instance.api('verify-email', { code: codeIn(outbox()[0]) });
    expect((await instance.api('request-reset-password', { username: 'alice', email: 'x@example.com' })).status).toBe(
      204,
    );
    expect((await instance.api('request-reset-password', { username: 'nobody', email: 'a@example.com' })).status).toBe(
      204,
    );
    expect(outbox()).toHaveLength(1);
    await instance.api('request-reset-password', { username: 'alice', email: 'a@example.com' });
    const reset = outbox()[1];
    expect(reset?.subject).toBe('Password reset requested');
    const token = linkIn(reset).split('/reset-password/')[1] ?? '';
    expect(token).toMatch(/^[a-z0-9]{64}$/);
    expect((await instance.api('reset-password', { token, password: 'new-pass' })).status).toBe(204);
    const again = await instance.api<ErrorBody>('reset-password', { token, password: 'other' });
    expect(again.body.error.code).toBe('INTERNAL_ERROR');
    const signin = await instance.api<{ finished: boolean }>('signin-flow', {
      username: 'alice',
      password: 'new-pass',
    });
    expect(signin.body.finished).toBe(true);
  });

  it('emails the notifications a person chose, to a verified address only', async () => {
    const alice = await setUpAdmin(instance, 'alice', 'alice-pass');
    const bob = (await instance.api<{ token: string; id: string }>('signup', { username: 'bob', password: 'pw' })).body;
    const carol = (await instance.api<{ token: string }>('signup', { username: 'carol', password: 'pw' })).body;
    const me = await instance.api<entities.MeDetailed>('i', {}, alice);
    expect(me.body.emailNotificationTypes).toEqual(['follow', 'receiveFollowRequest']);
    await instance.api('i/update-email', { password: 'alice-pass', email: 'a@example.com' }, alice);
    await instance.api('following/create', { userId: me.body.id }, bob.token);
    expect(outbox().map((m) => m.subject)).toEqual(['Email verification']);
    await instance.api('verify-email', { code: codeIn(outbox()[0]) });
    await instance.api('following/create', { userId: me.body.id }, carol.token);
    const follow = outbox()[1];
    expect(follow).toMatchObject({ to: 'a@example.com', subject: 'New follower' });
    expect(follow?.text).toContain('@carol');
    // Turned off: no more mail for it.
    await instance.api('i/update', { emailNotificationTypes: ['mention'] }, alice);
    await instance.api('following/delete', { userId: me.body.id }, bob.token);
    await instance.api('following/create', { userId: me.body.id }, bob.token);
    expect(outbox()).toHaveLength(2);
  });

  it('holds a sign-up until the mailed link is opened, when the administrator requires an address', async () => {
    const admin = await setUpAdmin(instance, 'admin');
    const bob = (await instance.api<{ token: string }>('signup', { username: 'bob', password: 'pw' })).body;
    const refused = await instance.api<ErrorBody>('admin/update-meta', { emailRequiredForSignup: true }, bob.token);
    expect(refused.status).toBe(403);
    expect((await instance.api('admin/update-meta', { emailRequiredForSignup: true }, admin)).status).toBe(204);
    const meta = (await instance.api<entities.MetaDetailed>('meta')).body;
    expect(meta.emailRequiredForSignup).toBe(true);
    expect(meta.features?.emailRequiredForSignup).toBe(true);

    const without = await instance.api<ErrorBody>('signup', { username: 'dan', password: 'dan-pass' });
    expect(without.body.error.code).toBe('INVALID_PARAM');
    const held = await instance.api('signup', {
      username: 'dan',
      password: 'dan-pass',
      emailAddress: 'dan@example.com',
    });
    expect(held.status).toBe(204);
    expect((await instance.api<ErrorBody>('signin-flow', { username: 'dan' })).body.error.code).toBe('NO_SUCH_USER');
    const code = linkIn(outbox().find((m) => m.to === 'dan@example.com')).split('/signup-complete/')[1] ?? '';
    expect(code).toMatch(/^[a-z]{16}$/);
    const opened = await instance.api<{ id: string; i: string }>('signup-pending', { code });
    expect(opened.status).toBe(200);
    const me = await instance.api<entities.MeDetailed>('i', {}, opened.body.i);
    expect(me.body).toMatchObject({
      id: opened.body.id,
      username: 'dan',
      email: 'dan@example.com',
      emailVerified: true,
    });
    expect((await instance.api('signup-pending', { code })).status).toBe(400);
  });
});
