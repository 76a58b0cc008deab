import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';

/** The caller's webhooks. */
export default defineEndpoint({
  name: 'i/webhooks/list',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: { type: 'object', properties: {} },
  handle: (_params, ctx) => ctx.services.webhooks.listOf(signedIn(ctx).id).map(ctx.services.pack.webhook),
});
