import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Takes back a like. */
export default defineEndpoint({
  name: 'flash/unlike',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:flash-likes',
  limit: null,
  params: { type: 'object', properties: { flashId: id }, required: ['flashId'] },
  handle(params, ctx) {
    ctx.services.flashes.unlike(signedIn(ctx).id, params.flashId);
    return undefined;
  },
});
