import { defineEndpoint } from '../../../../endpoint';
import { noSuchRecipient } from '../../../../families/system-webhooks';
import { id } from '../../../../schema';

/** One report recipient. */
export default defineEndpoint({
  name: 'admin/abuse-report/notification-recipient/show',
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'read:admin:abuse-report:notification-recipient',
  limit: null,
  params: { type: 'object', properties: { id }, required: ['id'] },
  handle(params, ctx) {
    const { systemWebhooks } = ctx.services;
    const row = systemWebhooks.recipientById(params.id);
    if (!row) throw noSuchRecipient();
    return systemWebhooks.packRecipient(row);
  },
});
