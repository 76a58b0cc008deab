import { defineEndpoint } from '../../../../endpoint';
import { noSuchRecipient } from '../../../../families/system-webhooks';
import { id } from '../../../../schema';

/** Stops a recipient hearing of reports. */
export default defineEndpoint({
  name: 'admin/abuse-report/notification-recipient/delete',
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'write:admin:abuse-report:notification-recipient',
  limit: null,
  params: { type: 'object', properties: { id }, required: ['id'] },
  handle(params, ctx) {
    const { systemWebhooks } = ctx.services;
    const row = systemWebhooks.recipientById(params.id);
    if (!row) throw noSuchRecipient();
    systemWebhooks.deleteRecipient(row);
    return undefined;
  },
});
