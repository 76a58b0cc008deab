import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Deletes one's own Play. */
export default defineEndpoint({
  name: 'flash/delete',
  requireCredential: true,
  kind: 'write:flash',
  limit: null,
  params: { type: 'object', properties: { flashId: id }, required: ['flashId'] },
  handle(params, ctx) {
    ctx.services.flashes.delete(signedIn(ctx).id, params.flashId);
    return undefined;
  },
});
