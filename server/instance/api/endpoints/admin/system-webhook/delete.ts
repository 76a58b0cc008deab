import { defineEndpoint } from '../../../endpoint';
import { systemWebhookOf } from '../../../families/system-webhooks';
import { id } from '../../../schema';

/** Deletes a system webhook (and the report recipients that used it). */
export default defineEndpoint({
  name: 'admin/system-webhook/delete',
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'write:admin:system-webhook',
  limit: null,
  params: { type: 'object', properties: { id }, required: ['id'] },
  handle(params, ctx) {
    ctx.services.systemWebhooks.delete(systemWebhookOf(ctx, params.id));
    return undefined;
  },
});
