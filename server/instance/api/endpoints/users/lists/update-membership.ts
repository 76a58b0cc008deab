import { listErrors } from '../../../../lists/list-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Whether a member's replies show in the list's timeline. */
export default defineEndpoint({
  name: 'users/lists/update-membership',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:account',
  limit: null,
  params: {
    type: 'object',
    properties: { listId: id, userId: id, withReplies: { type: 'boolean' } },
    required: ['listId', 'userId'],
  },
  handle(params, ctx) {
    const { lists, users } = ctx.services;
    const list = lists.owned(signedIn(ctx).id, params.listId);
    if (!list) throw listErrors.noSuchListToChange();
    if (!users.byId(params.userId)) throw listErrors.noSuchUserToChange();
    if (params.withReplies !== undefined) lists.setWithReplies(list, params.userId, params.withReplies);
    return undefined;
  },
});
