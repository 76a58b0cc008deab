import { listErrors } from '../../../../lists/list-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Removes a user from one of the caller's lists. */
export default defineEndpoint({
  name: 'users/lists/pull',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:account',
  limit: null,
  params: { type: 'object', properties: { listId: id, userId: id }, required: ['listId', 'userId'] },
  handle(params, ctx) {
    const { lists, users } = ctx.services;
    const list = lists.owned(signedIn(ctx).id, params.listId);
    if (!list) throw listErrors.noSuchListToChange();
    if (!users.byId(params.userId)) throw listErrors.noSuchUserToChange();
    lists.pull(list, params.userId);
    return undefined;
  },
});
