import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { url } from '../../schema';

/** The caller's push registration of an endpoint, or null when there is none. */
export default defineEndpoint({
  name: 'sw/show-registration',
  requireCredential: true,
  kind: null,
  secure: true,
  limit: null,
  params: { type: 'object', properties: { endpoint: url }, required: ['endpoint'] },
  handle(params, ctx) {
    return ctx.services.push.show(signedIn(ctx).id, params.endpoint);
  },
});
