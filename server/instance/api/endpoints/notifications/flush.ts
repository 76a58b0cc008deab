import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';

/** Deletes all of the caller's notifications. */
export default defineEndpoint({
  name: 'notifications/flush',
  requireCredential: true,
  kind: 'write:notifications',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    ctx.services.notifications.flush(signedIn(ctx).id);
    return undefined;
  },
});
