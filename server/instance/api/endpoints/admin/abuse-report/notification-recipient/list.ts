import { defineEndpoint } from '../../../../endpoint';

/** Who hears of reports, by method. */
export default defineEndpoint({
  name: 'admin/abuse-report/notification-recipient/list',
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'read:admin:abuse-report:notification-recipient',
  limit: null,
  params: {
    type: 'object',
    properties: { method: { type: 'array', maxItems: 2, items: { type: 'string', enum: ['email', 'webhook'] } } },
  },
  handle(params, ctx) {
    const { systemWebhooks } = ctx.services;
    return systemWebhooks.recipients(params.method).map((row) => systemWebhooks.packRecipient(row));
  },
});
