import { listErrors } from '../../../../lists/list-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Renames a list or makes it public or private. */
export default defineEndpoint({
  name: 'users/lists/update',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: {
    type: 'object',
    properties: { listId: id, name: { type: 'string', minLength: 1, maxLength: 100 }, isPublic: { type: 'boolean' } },
    required: ['listId'],
  },
  handle(params, ctx) {
    const { lists } = ctx.services;
    const list = lists.owned(signedIn(ctx).id, params.listId);
    if (!list) throw listErrors.noSuchListToUpdate();
    return lists.pack(
      lists.update(list, {
        ...(params.name !== undefined ? { name: params.name } : {}),
        ...(params.isPublic !== undefined ? { isPublic: params.isPublic } : {}),
      }),
    );
  },
});
