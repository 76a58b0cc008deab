import { defineEndpoint } from '../../../endpoint';
import { ownWebhook, webhookIdParams } from '../../../families/webhooks';

/** One of the caller's webhooks. */
export default defineEndpoint({
  name: 'i/webhooks/show',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: webhookIdParams,
  handle: (params, ctx) =>
    ctx.services.pack.webhook(ownWebhook(ctx, params.webhookId, '50f614d9-3047-4f7e-90d8-ad6b2d5fb098')),
});
