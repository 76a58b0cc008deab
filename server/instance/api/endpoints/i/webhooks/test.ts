import { WEBHOOK_EVENTS } from '../../../../webhooks/webhook-event-names';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { ownWebhook } from '../../../families/webhooks';
import { MINUTE } from '../../../rate-limit';
import { id, text } from '../../../schema';

/** Sends a sample delivery of an event, to the webhook's URL or to another one given for the test. */
export default defineEndpoint({
  name: 'i/webhooks/test',
  requireCredential: true,
  secure: true,
  kind: 'read:account',
  limit: { duration: 15 * MINUTE, max: 60 },
  params: {
    type: 'object',
    properties: {
      webhookId: id,
      type: { type: 'string', enum: WEBHOOK_EVENTS },
      override: { type: 'object', properties: { url: text(1024), secret: text(1024) } },
    },
    required: ['webhookId', 'type'],
  },
  handle(params, ctx) {
    const { instance, webhooks } = ctx.services;
    const row = ownWebhook(ctx, params.webhookId, '0c52149c-e913-18f8-5dc7-74870bfe0cf9');
    const body = ctx.services.webhooks.sampleBody(signedIn(ctx), params.type);
    // Sent once the call is written, like any delivery; the answer does not wait for the receiver.
    instance.events.emit('jobQueued', {
      label: `test webhook ${row.id}`,
      run: () => void webhooks.deliver(row, params.type, body, params.override ?? {}),
    });
    return undefined;
  },
});
