import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { nullableId } from '../../schema';

/** Stops waiting for a reversi game: takes back an invitation to `userId`, or stops waiting for anyone. */
export default defineEndpoint({
  name: 'reversi/cancel-match',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: { type: 'object', properties: { userId: nullableId } },
  handle(params, ctx) {
    ctx.services.reversi.cancelMatch(signedIn(ctx).id, params.userId ?? null);
    return undefined;
  },
});
