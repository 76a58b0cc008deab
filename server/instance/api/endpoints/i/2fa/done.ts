import { apiErrors } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { text } from '../../../schema';

/** Finishes the set-up with a first code from the app; answers the backup codes, shown this once. */
export default defineEndpoint({
  name: 'i/2fa/done',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { token: text(64) }, required: ['token'] },
  handle(params, ctx) {
    const user = signedIn(ctx);
    const backupCodes = ctx.services.twoFactor.confirm(user.id, params.token);
    // Misskey throws plain errors (no set-up started, a wrong code): INTERNAL_ERROR to clients.
    if (!backupCodes) throw apiErrors.internal();
    ctx.services.announceMeUpdated(user.id);
    return { backupCodes };
  },
});
