import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Likes someone else's Play. */
export default defineEndpoint({
  name: 'flash/like',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:flash-likes',
  limit: null,
  params: { type: 'object', properties: { flashId: id }, required: ['flashId'] },
  handle(params, ctx) {
    ctx.services.flashes.like(signedIn(ctx).id, params.flashId);
    return undefined;
  },
});
