import { apiErrors } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { confirmPasswordAndCode, passwordAndCodeParams } from '../../families/second-factor';

/** Deletes one's own account, with the password (and a code when two-factor is on). */
export default defineEndpoint({
  name: 'i/delete-account',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: passwordAndCodeParams,
  async handle(params, ctx) {
    const user = signedIn(ctx);
    // Misskey throws a plain error for a wrong password here: INTERNAL_ERROR to clients. (A
    // deleted account is suspended, so the router refuses it before this.)
    await confirmPasswordAndCode(ctx, user, params, apiErrors.internal);
    // After the await the call's transaction is over: the marking runs as a unit of its own.
    ctx.services.instance.atomically(() => ctx.services.accounts.delete(user));
    return undefined;
  },
});
