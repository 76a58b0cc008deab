import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Favourites a clip the caller can read. */
export default defineEndpoint({
  name: 'clips/favorite',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:clip-favorite',
  limit: null,
  params: { type: 'object', properties: { clipId: id }, required: ['clipId'] },
  handle(params, ctx) {
    ctx.services.clips.favorite(signedIn(ctx).id, params.clipId);
    return undefined;
  },
});
