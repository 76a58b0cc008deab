import { clientError } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { confirmPasswordAndCode, passwordAndCodeParams } from '../../../families/second-factor';

const incorrectPassword = clientError(
  'INCORRECT_PASSWORD',
  '7add0395-9901-4098-82f9-4f67af65f775',
  'Incorrect password.',
);

/** Turns two-factor authentication off, with the password and a current code. */
export default defineEndpoint({
  name: 'i/2fa/unregister',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: passwordAndCodeParams,
  async handle(params, ctx) {
    const user = signedIn(ctx);
    await confirmPasswordAndCode(ctx, user, params, incorrectPassword);
    ctx.services.twoFactor.disable(user.id);
    // Keys stay registered but cannot sign in alone without a second factor (Misskey's rule).
    ctx.services.accounts.setPasswordLess(user, false);
    ctx.services.announceMeUpdated(user.id);
    return undefined;
  },
});
