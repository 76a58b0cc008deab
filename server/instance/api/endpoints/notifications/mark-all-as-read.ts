import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';

export default defineEndpoint({
  name: 'notifications/mark-all-as-read',
  requireCredential: true,
  kind: 'write:notifications',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    ctx.services.notifications.markAllRead(signedIn(ctx).id);
    return undefined;
  },
});
