import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { id } from '../schema';

/** clips/favorite or clips/unfavorite: the same call on a clip the caller can read, under two names. */
export function clipFavoriteEndpoint(name: 'clips/favorite' | 'clips/unfavorite') {
  return defineEndpoint({
    name,
    requireCredential: true,
    prohibitMoved: true,
    kind: 'write:clip-favorite',
    limit: null,
    params: { type: 'object', properties: { clipId: id }, required: ['clipId'] },
    handle(params, ctx) {
      const { clips } = ctx.services;
      const userId = signedIn(ctx).id;
      if (name === 'clips/favorite') clips.favorite(userId, params.clipId);
      else clips.unfavorite(userId, params.clipId);
      return undefined;
    },
  });
}
