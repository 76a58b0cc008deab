import { defineEndpoint } from '../../../endpoint';
import { ownWebhook, webhookEvents } from '../../../families/webhooks';
import { id } from '../../../schema';

/** Changes a webhook: its name, URL, secret (null clears it), events, or whether it is active. */
export default defineEndpoint({
  name: 'i/webhooks/update',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: {
    type: 'object',
    properties: {
      webhookId: id,
      name: { type: 'string', minLength: 1, maxLength: 100 },
      url: { type: 'string', minLength: 1, maxLength: 1024 },
      secret: { type: ['string', 'null'], maxLength: 1024 },
      on: webhookEvents,
      active: { type: 'boolean' },
    },
    required: ['webhookId'],
  },
  handle(params, ctx) {
    const row = ownWebhook(ctx, params.webhookId, 'fb0fea69-da18-45b1-828d-bd4fd1612518');
    ctx.services.webhooks.update(row, params);
    return undefined;
  },
});
