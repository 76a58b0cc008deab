import { vapidKeys } from '../../../push/vapid-keys';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';

/** Registers a browser's push subscription for the caller, answering the server's VAPID public key. */
export default defineEndpoint({
  name: 'sw/register',
  requireCredential: true,
  kind: null,
  secure: true,
  limit: null,
  params: {
    type: 'object',
    properties: {
      endpoint: { type: 'string' },
      auth: { type: 'string' },
      publickey: { type: 'string' },
      sendReadMessage: { type: 'boolean', default: false },
    },
    required: ['endpoint', 'auth', 'publickey'],
  },
  handle(params, ctx) {
    const registered = ctx.services.push.register(signedIn(ctx).id, {
      endpoint: params.endpoint,
      auth: params.auth,
      publickey: params.publickey,
      sendReadMessage: params.sendReadMessage ?? false,
    });
    return { ...registered, key: vapidKeys(ctx.services.instance.db).publicKey };
  },
});
