import { clientError } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { webhookEvents } from '../../../families/webhooks';

const tooManyWebhooks = clientError(
  'TOO_MANY_WEBHOOKS',
  '87a9bb19-111e-4e37-81d3-a3e7426453b0',
  'You cannot create webhook any more.',
);

/** Creates a webhook: where to POST, with what secret, for which events. */
export default defineEndpoint({
  name: 'i/webhooks/create',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 100 },
      url: { type: 'string', minLength: 1, maxLength: 1024 },
      secret: { type: 'string', maxLength: 1024, default: '' },
      on: webhookEvents,
    },
    required: ['name', 'url', 'on'],
  },
  handle(params, ctx) {
    const { instance, webhooks, pack } = ctx.services;
    const user = signedIn(ctx);
    // Misskey compares the count with the limit before adding, with '>': one more than the limit fits.
    if (webhooks.listOf(user.id).length > instance.policiesOf(user.id).webhookLimit) throw tooManyWebhooks();
    return pack.webhook(webhooks.create(user.id, { ...params, secret: params.secret ?? '' }));
  },
});
