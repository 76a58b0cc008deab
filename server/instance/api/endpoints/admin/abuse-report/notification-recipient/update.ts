import { defineEndpoint } from '../../../../endpoint';
import { recipientFields, recipientProperties } from '../../../../families/report-recipients';
import { noSuchRecipient } from '../../../../families/system-webhooks';
import { id } from '../../../../schema';

/** Changes a report recipient. */
export default defineEndpoint({
  name: 'admin/abuse-report/notification-recipient/update',
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'write:admin:abuse-report:notification-recipient',
  limit: null,
  params: {
    type: 'object',
    properties: { id, ...recipientProperties },
    required: ['id', 'isActive', 'name', 'method'],
  },
  handle(params, ctx) {
    const { systemWebhooks } = ctx.services;
    const row = systemWebhooks.recipientById(params.id);
    if (!row) throw noSuchRecipient();
    return systemWebhooks.packRecipient(systemWebhooks.saveRecipient(recipientFields(ctx, params), row));
  },
});
