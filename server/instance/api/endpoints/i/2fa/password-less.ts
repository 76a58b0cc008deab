import { clientError } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';

/** Signing in with a key alone (no password) on or off; on needs a key. */
export default defineEndpoint({
  name: 'i/2fa/password-less',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { value: { type: 'boolean' } }, required: ['value'] },
  handle(params, ctx) {
    const { accounts, securityKeys } = ctx.services;
    const user = signedIn(ctx);
    if (params.value && securityKeys.count(user.id) === 0) {
      accounts.setPasswordLess(user, false);
      throw clientError('NO_SECURITY_KEY', 'f9c54d7f-d4c2-4d3c-9a8g-a70daac86512', 'No security key.')();
    }
    accounts.setPasswordLess(user, params.value);
    ctx.services.announceMeUpdated(user.id);
    return undefined;
  },
});
