import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Takes back a like of a public list. */
export default defineEndpoint({
  name: 'users/lists/unfavorite',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: { type: 'object', properties: { listId: id }, required: ['listId'] },
  handle(params, ctx) {
    ctx.services.lists.unfavorite(params.listId, signedIn(ctx).id);
    return undefined;
  },
});
