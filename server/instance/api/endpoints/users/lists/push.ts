import { listErrors } from '../../../../lists/list-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Adds a user to one of the caller's lists. */
export default defineEndpoint({
  name: 'users/lists/push',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:account',
  limit: null,
  params: { type: 'object', properties: { listId: id, userId: id }, required: ['listId', 'userId'] },
  handle(params, ctx) {
    const { lists, users } = ctx.services;
    const list = lists.owned(signedIn(ctx).id, params.listId);
    if (!list) throw listErrors.noSuchListToPush();
    const member = users.byId(params.userId);
    if (!member || member.is_deleted) throw listErrors.noSuchUserToPush();
    lists.push(list, member.id);
    return undefined;
  },
});
