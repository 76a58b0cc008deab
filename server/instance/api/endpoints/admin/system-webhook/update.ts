import { defineEndpoint } from '../../../endpoint';
import { systemWebhookOf, systemWebhookProperties } from '../../../families/system-webhooks';
import { id } from '../../../schema';

/** Changes a system webhook. */
export default defineEndpoint({
  name: 'admin/system-webhook/update',
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'write:admin:system-webhook',
  limit: null,
  params: {
    type: 'object',
    properties: { id, ...systemWebhookProperties },
    required: ['id', 'isActive', 'name', 'on', 'url'],
  },
  handle(params, ctx) {
    const { systemWebhooks } = ctx.services;
    const row = systemWebhookOf(ctx, params.id);
    return systemWebhooks.pack(systemWebhooks.update(row, { ...params, secret: params.secret ?? row.secret }));
  },
});
