import { SYSTEM_WEBHOOK_EVENTS } from '../../../../moderation/system-webhook-event-names';
import { defineEndpoint } from '../../../endpoint';
import { systemWebhookOf } from '../../../families/system-webhooks';
import { id, text } from '../../../schema';

/** Sends a system webhook a sample of an event, to its address or another one given. */
export default defineEndpoint({
  name: 'admin/system-webhook/test',
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'read:admin:system-webhook',
  limit: { duration: 15 * 60 * 1000, max: 60 },
  params: {
    type: 'object',
    properties: {
      webhookId: id,
      type: { type: 'string', enum: [...SYSTEM_WEBHOOK_EVENTS] },
      override: { type: 'object', properties: { url: text(1024), secret: text(1024) } },
    },
    required: ['webhookId', 'type'],
  },
  async handle(params, ctx) {
    const row = systemWebhookOf(ctx, params.webhookId);
    const sample = { sample: true, type: params.type, server: ctx.services.instance.url() };
    await ctx.services.systemWebhooks.deliver(row, params.type, sample, params.override ?? {});
    return undefined;
  },
});
