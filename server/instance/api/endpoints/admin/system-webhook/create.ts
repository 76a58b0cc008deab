import { defineEndpoint } from '../../../endpoint';
import { systemWebhookProperties } from '../../../families/system-webhooks';

/** A new system webhook: the server's events (new accounts, reports) sent to an address. */
export default defineEndpoint({
  name: 'admin/system-webhook/create',
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'write:admin:system-webhook',
  limit: null,
  params: { type: 'object', properties: systemWebhookProperties, required: ['isActive', 'name', 'on', 'url'] },
  handle(params, ctx) {
    const { systemWebhooks } = ctx.services;
    return systemWebhooks.pack(systemWebhooks.create({ ...params, secret: params.secret ?? '' }));
  },
});
