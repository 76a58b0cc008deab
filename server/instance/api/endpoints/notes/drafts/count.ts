import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';

/** How many drafts the caller keeps. */
export default defineEndpoint({
  name: 'notes/drafts/count',
  requireCredential: true,
  kind: 'read:account',
  prohibitMoved: true,
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    return ctx.services.noteDrafts.count(signedIn(ctx).id);
  },
});
