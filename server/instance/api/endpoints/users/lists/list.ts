import { apiErrors } from '../../../../errors';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** The caller's lists; with userId, that user's public lists (for anyone). */
export default defineEndpoint({
  name: 'users/lists/list',
  requireCredential: false,
  kind: 'read:account',
  limit: null,
  params: { type: 'object', properties: { userId: id } },
  handle(params, ctx) {
    const { lists } = ctx.services;
    if (params.userId !== undefined) return lists.ofUser(params.userId, true).map((l) => lists.pack(l));
    if (!ctx.user) throw apiErrors.credentialRequired();
    return lists.ofUser(ctx.user.id, false).map((l) => lists.pack(l));
  },
});
