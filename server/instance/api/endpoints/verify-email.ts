import { clientError } from '../../errors';
import { defineEndpoint } from '../endpoint';
import { text } from '../schema';

const noSuchCode = clientError('NO_SUCH_CODE', '97c1f576-e4b8-4b8a-a6dc-9cb65e7f6f85', 'No such code.');

/**
 * Verifies the address whose mailed link carried this code (the client's /verify-email/{code}
 * page calls it); the account's open clients learn of it through meUpdated. A code works once.
 */
export default defineEndpoint({
  name: 'verify-email',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { code: text(64) }, required: ['code'] },
  handle(params, ctx) {
    const userId = ctx.services.accounts.verifyEmail(params.code);
    if (!userId) throw noSuchCode();
    ctx.services.announceMeUpdated(userId);
    return undefined;
  },
});
