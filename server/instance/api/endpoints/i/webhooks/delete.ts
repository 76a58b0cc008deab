import { defineEndpoint } from '../../../endpoint';
import { ownWebhook, webhookIdParams } from '../../../families/webhooks';

/** Deletes one of the caller's webhooks. */
export default defineEndpoint({
  name: 'i/webhooks/delete',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: webhookIdParams,
  handle(params, ctx) {
    ctx.services.webhooks.delete(ownWebhook(ctx, params.webhookId, 'bae73e5a-5522-4965-ae19-3a8688e71d82'));
    return undefined;
  },
});
