import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';

/** The people inviting the caller to a reversi game now. */
export default defineEndpoint({
  name: 'reversi/invitations',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    return ctx.services.reversi.invitations(signedIn(ctx).id).map((id) => ctx.services.pack.userLiteById(id));
  },
});
