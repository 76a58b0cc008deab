import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { text, url } from '../../schema';

/** Registers a browser's push subscription for the caller, answering the server's VAPID public key. */
export default defineEndpoint({
  name: 'sw/register',
  requireCredential: true,
  kind: null,
  secure: true,
  limit: null,
  // Misskey bounds none of these; a push service's address and the keys are far shorter.
  params: {
    type: 'object',
    properties: {
      endpoint: url,
      auth: text(256),
      publickey: text(256),
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
    return { ...registered, key: ctx.services.push.serverKeys().publicKey };
  },
});
