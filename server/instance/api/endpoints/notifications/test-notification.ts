import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { MINUTE } from '../../rate-limit';

/** Sends the caller a test notification (ten a minute, as Misskey). */
export default defineEndpoint({
  name: 'notifications/test-notification',
  requireCredential: true,
  kind: 'write:notifications',
  limit: { duration: MINUTE, max: 10 },
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    ctx.services.notifications.create(signedIn(ctx).id, 'test');
    return undefined;
  },
});
