import { clientError } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { text } from '../../../schema';

/** Renames one of the caller's keys. */
export default defineEndpoint({
  name: 'i/2fa/update-key',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: { name: { ...text(30), minLength: 1 }, credentialId: text(1024) },
    required: ['name', 'credentialId'],
  },
  handle(params, ctx) {
    const user = signedIn(ctx);
    const outcome = ctx.services.securityKeys.rename(user.id, params.credentialId, params.name);
    // Misskey's ids, as it spells them.
    if (outcome === 'missing')
      throw clientError('NO_SUCH_KEY', 'f9c5467f-d492-4d3c-9a8g-a70dacc86512', 'No such key.')();
    if (outcome === 'not-yours') {
      throw clientError(
        'ACCESS_DENIED',
        '1fb7cb09-d46a-4fff-b8df-057708cce513',
        'You do not have edit privilege of this key.',
      )();
    }
    ctx.services.announceMeUpdated(user.id);
    return {};
  },
});
