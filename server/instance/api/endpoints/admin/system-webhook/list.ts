import { SYSTEM_WEBHOOK_EVENTS } from '../../../../moderation/system-webhook-event-names';
import { defineEndpoint } from '../../../endpoint';

/** The system webhooks, by whether they are on and which events they take. */
export default defineEndpoint({
  name: 'admin/system-webhook/list',
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'write:admin:system-webhook',
  limit: null,
  params: {
    type: 'object',
    properties: {
      isActive: { type: 'boolean' },
      on: { type: 'array', maxItems: 16, items: { type: 'string', enum: [...SYSTEM_WEBHOOK_EVENTS] } },
    },
  },
  handle(params, ctx) {
    const { systemWebhooks } = ctx.services;
    return systemWebhooks
      .list({
        ...(params.isActive !== undefined ? { isActive: params.isActive } : {}),
        ...(params.on ? { on: params.on } : {}),
      })
      .map((row) => systemWebhooks.pack(row));
  },
});
