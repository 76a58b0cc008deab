import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { flashFieldProperties } from '../../families/flashes';
import { HOUR } from '../../rate-limit';
import { id } from '../../schema';

/** Changes one's own Play; fields left out stay as they were. */
export default defineEndpoint({
  name: 'flash/update',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:flash',
  limit: { duration: HOUR, max: 300 },
  params: { type: 'object', properties: { flashId: id, ...flashFieldProperties }, required: ['flashId'] },
  handle(params, ctx) {
    const { flashId, ...change } = params;
    ctx.services.flashes.update(signedIn(ctx).id, flashId, change);
    return undefined;
  },
});
