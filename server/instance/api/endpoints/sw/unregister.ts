import { defineEndpoint } from '../../endpoint';
import { SECOND } from '../../rate-limit';
import { url } from '../../schema';

/**
 * Stops pushing to a browser's subscription. As in Misskey it needs no token (a browser whose
 * sign-in is gone can still stop it); with one, only the caller's registration goes.
 */
export default defineEndpoint({
  name: 'sw/unregister',
  requireCredential: false,
  kind: null,
  limit: { duration: SECOND, max: 2 },
  params: { type: 'object', properties: { endpoint: url }, required: ['endpoint'] },
  handle(params, ctx) {
    ctx.services.push.unregister(ctx.user?.id ?? null, params.endpoint);
    return undefined;
  },
});
