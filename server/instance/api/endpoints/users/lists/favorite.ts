import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Likes someone's public list. */
export default defineEndpoint({
  name: 'users/lists/favorite',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: { type: 'object', properties: { listId: id }, required: ['listId'] },
  handle(params, ctx) {
    ctx.services.lists.favorite(params.listId, signedIn(ctx).id);
    return undefined;
  },
});
