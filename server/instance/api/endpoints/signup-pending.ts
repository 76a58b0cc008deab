import { apiErrors } from '../../errors';
import { defineEndpoint } from '../endpoint';
import { text } from '../schema';

/** Opens the account of a sign-up whose mailed link was followed; answers its id and token. */
export default defineEndpoint({
  name: 'signup-pending',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { code: text(64) }, required: ['code'] },
  handle(params, ctx) {
    const { accounts, instance } = ctx.services;
    const created = accounts.completeSignup(params.code);
    // Misskey answers an unknown code with a bare 400.
    if (!created) throw apiErrors.invalidParam({ param: 'code', reason: 'no such sign-up' });
    instance.events.emit('userCreated', created.user.id);
    return { id: created.user.id, i: created.token };
  },
});
