import { defineEndpoint } from '../../../../endpoint';
import { recipientFields, recipientProperties } from '../../../../families/report-recipients';

/** Someone (an email to a moderator, or a system webhook) who hears of each new report. */
export default defineEndpoint({
  name: 'admin/abuse-report/notification-recipient/create',
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'write:admin:abuse-report:notification-recipient',
  limit: null,
  params: { type: 'object', properties: recipientProperties, required: ['isActive', 'name', 'method'] },
  handle(params, ctx) {
    const { systemWebhooks } = ctx.services;
    return systemWebhooks.packRecipient(systemWebhooks.saveRecipient(recipientFields(ctx, params)));
  },
});
