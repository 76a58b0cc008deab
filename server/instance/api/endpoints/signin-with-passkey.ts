import { randomUUID } from 'node:crypto';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { apiErrors, clientError } from '../../errors';
import { defineEndpoint } from '../endpoint';
import { securityKeyAnswer } from '../families/second-factor';
import { signinSucceeded } from '../families/signin-success';
import { MINUTE } from '../rate-limit';
import { text } from '../schema';

/** Misskey answers these with an id only; the codes and messages are ours. */
const refused = (id: string, message: string, status = 403) =>
  clientError('PASSKEY_SIGNIN_FAILED', id, message, status);

/**
 * Signing in with a passkey and no username, in Misskey's two calls: without a credential, the
 * options and a context; with the browser's answer and that context, the session. The account
 * must have password-less sign-in on.
 */
export default defineEndpoint({
  name: 'signin-with-passkey',
  requireCredential: false,
  kind: null,
  limit: { key: 'signin-with-passkey', duration: 30 * MINUTE, max: 200, minInterval: 250 },
  limitError: apiErrors.tooManySignins,
  params: { type: 'object', properties: { credential: securityKeyAnswer, context: text(64) } },
  async handle(params, ctx) {
    const { accounts, securityKeys, users } = ctx.services;
    if (!params.credential) {
      const context = randomUUID();
      return { option: await securityKeys.usernamelessOptions(context), context };
    }
    if (!params.context) throw refused('1658cc2e-4495-461f-aee4-d403cdf073c1', 'No context.', 400)();
    const userId = await securityKeys.verifyUsernameless(
      params.context,
      params.credential as AuthenticationResponseJSON,
    );
    if (!userId) throw refused('932c904e-9460-45b7-9ce6-7ed33be7eb2c', 'The passkey was not accepted.')();
    const user = users.byId(userId);
    if (!user || user.is_deleted) throw refused('652f899f-66d4-490e-993e-6606c8ec04c3', 'User not found.')();
    if (user.is_suspended) throw refused('e03a5f46-d309-4865-9b69-56282d94e1eb', 'This account is suspended.')();
    if (accounts.profileOf(user).usePasswordLessLogin !== true) {
      accounts.recordSignin(user.id, ctx, false);
      throw refused('2d84773e-f7b7-4d0b-8f72-bb69b584c912', 'Password-less sign-in is off for this account.')();
    }
    return { signinResponse: signinSucceeded(ctx, user.id) } as const;
  },
});
