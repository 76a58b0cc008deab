import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { id } from '../schema';

/** users/lists/favorite or users/lists/unfavorite: the same call on someone's public list, under two names. */
export function listFavoriteEndpoint(name: 'users/lists/favorite' | 'users/lists/unfavorite') {
  return defineEndpoint({
    name,
    requireCredential: true,
    kind: 'write:account',
    limit: null,
    params: { type: 'object', properties: { listId: id }, required: ['listId'] },
    handle(params, ctx) {
      const { lists } = ctx.services;
      const userId = signedIn(ctx).id;
      if (name === 'users/lists/favorite') lists.favorite(params.listId, userId);
      else lists.unfavorite(params.listId, userId);
      return undefined;
    },
  });
}
