import { listErrors } from '../../../../lists/list-errors';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** A list: the caller's own, or with forPublic anyone's public list (with its likes). */
export default defineEndpoint({
  name: 'users/lists/show',
  requireCredential: false,
  kind: 'read:account',
  limit: null,
  params: {
    type: 'object',
    properties: { listId: id, forPublic: { type: 'boolean', default: false } },
    required: ['listId'],
  },
  handle(params, ctx) {
    const { lists } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    const list = lists.readable(viewerId, params.listId, params.forPublic ?? false);
    if (!list) throw listErrors.noSuchListToShow();
    return lists.packShown(list, viewerId);
  },
});
