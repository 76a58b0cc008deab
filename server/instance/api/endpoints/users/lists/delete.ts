import { listErrors } from '../../../../lists/list-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

export default defineEndpoint({
  name: 'users/lists/delete',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: { type: 'object', properties: { listId: id }, required: ['listId'] },
  handle(params, ctx) {
    const { lists } = ctx.services;
    const list = lists.owned(signedIn(ctx).id, params.listId);
    if (!list) throw listErrors.noSuchListToDelete();
    lists.delete(list);
    return undefined;
  },
});
