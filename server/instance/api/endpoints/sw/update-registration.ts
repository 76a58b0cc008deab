import { pushErrors } from '../../../push/push-errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { url } from '../../schema';

/** Changes whether the caller's registration is also told when notifications are read. */
export default defineEndpoint({
  name: 'sw/update-registration',
  requireCredential: true,
  kind: null,
  secure: true,
  limit: null,
  params: {
    type: 'object',
    properties: { endpoint: url, sendReadMessage: { type: 'boolean' } },
    required: ['endpoint'],
  },
  handle(params, ctx) {
    const updated = ctx.services.push.update(signedIn(ctx).id, params.endpoint, params.sendReadMessage);
    if (!updated) throw pushErrors.noSuchRegistration();
    return updated;
  },
});
