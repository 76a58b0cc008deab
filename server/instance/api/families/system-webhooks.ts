import { ApiError } from '../../errors';
import { SYSTEM_WEBHOOK_EVENTS } from '../../moderation/system-webhook-event-names';
import type { SystemWebhookRow } from '../../moderation/system-webhooks';
import type { ApiContext } from '../context';
import { text } from '../schema';

/** Misskey's answer for an unknown system webhook (404, a server error). */
export const noSuchSystemWebhook = () =>
  new ApiError(404, {
    code: 'NO_SUCH_SYSTEM_WEBHOOK',
    id: '38dd1ffe-04b4-6ff5-d8ba-4e6a6ae22c9d',
    message: 'No such SystemWebhook.',
    kind: 'server',
  });

/** Misskey's answer for an unknown report recipient (404, a server error). */
export const noSuchRecipient = () =>
  new ApiError(404, {
    code: 'NO_SUCH_RECIPIENT',
    id: '013de6a8-f757-04cb-4d73-cc2a7e3368e4',
    message: 'No such recipient.',
    kind: 'server',
  });

/** A system webhook's fields, as create and update take them. */
export const systemWebhookProperties = {
  isActive: { type: 'boolean' },
  name: { type: 'string', minLength: 1, maxLength: 255 },
  on: { type: 'array', maxItems: 16, items: { type: 'string', enum: [...SYSTEM_WEBHOOK_EVENTS] } },
  url: { type: 'string', minLength: 1, maxLength: 1024 },
  secret: text(1024),
} as const;

/** The system webhook with an id, or Misskey's 404. */
export function systemWebhookOf(ctx: ApiContext, id: string): SystemWebhookRow {
  const row = ctx.services.systemWebhooks.byId(id);
  if (!row) throw noSuchSystemWebhook();
  return row;
}
