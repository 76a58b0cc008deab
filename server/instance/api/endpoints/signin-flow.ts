import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { captchaRefused } from '../../captcha-errors';
import { CAPTCHA_RESPONSE_PARAMS, type CaptchaResponses } from '../../captcha-names';
import { apiErrors, clientError } from '../../errors';
import { defineEndpoint } from '../endpoint';
import { securityKeyAnswer } from '../families/second-factor';
import { signinSucceeded } from '../families/signin-success';
import { HOUR, SECOND } from '../rate-limit';
import { password, text, username } from '../schema';

/** Sign-in failures, with the ids Misskey's sign-in answers with. */
const signinErrors = {
  noSuchUser: clientError('NO_SUCH_USER', '6cc579cc-885d-43d8-95c2-b8c7fc963280', 'No such user.', 404),
  suspended: clientError('SUSPENDED', 'e03a5f46-d309-4865-9b69-56282d94e1eb', 'This account is suspended.', 403),
  incorrectPassword: clientError(
    'INCORRECT_PASSWORD',
    '932c904e-9460-45b7-9ce6-7ed33be7eb2c',
    'Incorrect password.',
    403,
  ),
  // Misskey's sign-in answers only the id for this one; the code and message are ours.
  incorrectCode: clientError(
    'INCORRECT_TWO_FACTOR_CODE',
    'cdf1235b-ac71-46d4-a3a6-84ccce48df6f',
    'Incorrect two-factor code.',
    403,
  ),
  // Likewise only the id: a security key's answer that does not verify.
  keyRefused: clientError(
    'INCORRECT_SECURITY_KEY',
    '93b86c4b-72f9-40eb-9815-798928603d1e',
    'The security key was not accepted.',
    403,
  ),
};

export default defineEndpoint({
  name: 'signin-flow',
  requireCredential: false,
  kind: null,
  limit: { key: 'signin', duration: HOUR, max: 10, minInterval: SECOND },
  limitError: apiErrors.tooManySignins,
  params: {
    type: 'object',
    properties: {
      username,
      password,
      token: text(64),
      credential: securityKeyAnswer,
      ...Object.fromEntries(CAPTCHA_RESPONSE_PARAMS.map((name) => [name, text(8192)])),
    },
    required: ['username'],
  },
  async handle(params, ctx) {
    const { accounts, securityKeys, twoFactor, users } = ctx.services;
    const user = users.byUsername(params.username);
    if (!user) throw signinErrors.noSuchUser();
    if (user.is_suspended) throw signinErrors.suspended();
    const secondFactor = twoFactor.state(user.id).enabled;
    // Misskey's flow: without a password, the next step asks for it (behind a captcha when
    // there is no second factor).
    if (params.password === undefined) return { finished: false, next: secondFactor ? 'password' : 'captcha' } as const;
    // After the await, outside the call's transaction: a failed attempt stays recorded.
    const fail = (error: () => Error): never => {
      accounts.recordSignin(user.id, ctx, false);
      throw error();
    };
    const passwordRight = !!user.password_hash && (await accounts.verifyPassword(params.password, user.password_hash));
    if (secondFactor) {
      // Misskey's order with a second factor: an app code, else a key's answer, else the key
      // challenge when there are keys, else ask for the code. With password-less sign-in on, a
      // key's answer stands without the password.
      const passwordLess = accounts.profileOf(user).usePasswordLessLogin === true;
      if (params.token) {
        if (!passwordRight) return fail(signinErrors.incorrectPassword);
        if (!twoFactor.verify(user.id, params.token)) return fail(signinErrors.incorrectCode);
      } else if (params.credential) {
        if (!passwordRight && !passwordLess) return fail(signinErrors.incorrectPassword);
        if (!(await securityKeys.verify(user.id, params.credential as AuthenticationResponseJSON)))
          return fail(signinErrors.keyRefused);
      } else if (securityKeys.count(user.id) > 0) {
        if (!passwordRight && !passwordLess) return fail(signinErrors.incorrectPassword);
        const authRequest = await securityKeys.authenticationOptions(user.id);
        return { finished: false, next: 'passkey', authRequest } as const;
      } else {
        if (!passwordRight) return fail(signinErrors.incorrectPassword);
        return { finished: false, next: 'totp' } as const;
      }
    } else {
      // Without a second factor, Misskey's sign-in asks each captcha in force before the password
      // counts; a refusal is not a sign-in attempt.
      const failure = await ctx.services.captcha.failure(params as CaptchaResponses);
      if (failure) throw captchaRefused(failure);
      if (!passwordRight) return fail(signinErrors.incorrectPassword);
    }
    return signinSucceeded(ctx, user.id);
  },
});
