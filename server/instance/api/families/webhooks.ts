import { clientError } from '../../errors';
import { WEBHOOK_EVENTS } from '../../webhooks/webhook-event-names';
import type { WebhookRow } from '../../webhooks/webhooks';
import type { ApiContext } from '../context';
import { signedIn } from '../context';
import { id } from '../schema';

/** The events a webhook can subscribe to, as a parameter. */
export const webhookEvents = { type: 'array', maxItems: 16, items: { type: 'string', enum: WEBHOOK_EVENTS } } as const;
/** A webhook's id, as the endpoints take it. */
export const webhookIdParams = { type: 'object', properties: { webhookId: id }, required: ['webhookId'] } as const;

/** The caller's own webhook, or the endpoint's NO_SUCH_WEBHOOK (each endpoint has its own id). */
export function ownWebhook(ctx: ApiContext, webhookId: string, noSuchWebhookId: string): WebhookRow {
  const row = ctx.services.webhooks.find(signedIn(ctx).id, webhookId);
  if (!row) throw clientError('NO_SUCH_WEBHOOK', noSuchWebhookId, 'No such webhook.')();
  return row;
}
