import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Takes a clip out of the caller's favourites. */
export default defineEndpoint({
  name: 'clips/unfavorite',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:clip-favorite',
  limit: null,
  params: { type: 'object', properties: { clipId: id }, required: ['clipId'] },
  handle(params, ctx) {
    ctx.services.clips.unfavorite(signedIn(ctx).id, params.clipId);
    return undefined;
  },
});
