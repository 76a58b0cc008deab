import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { announceMeUpdated, confirmPasswordAndCode, passwordAndCodeParams } from '../../../families/second-factor';

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
    await confirmPasswordAndCode(ctx, user, params, '7add0395-9901-4098-82f9-4f67af65f775');
    ctx.services.twoFactor.disable(user.id);
    announceMeUpdated(ctx, user.id);
    return undefined;
  },
});
