import { defineEndpoint } from '../../../endpoint';
import { systemWebhookOf } from '../../../families/system-webhooks';
import { id } from '../../../schema';

/** One system webhook. */
export default defineEndpoint({
  name: 'admin/system-webhook/show',
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'write:admin:system-webhook',
  limit: null,
  params: { type: 'object', properties: { id }, required: ['id'] },
  handle(params, ctx) {
    return ctx.services.systemWebhooks.pack(systemWebhookOf(ctx, params.id));
  },
});
