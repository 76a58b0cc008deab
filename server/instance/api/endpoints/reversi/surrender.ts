import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Gives up a reversi game the caller plays: the other player wins. */
export default defineEndpoint({
  name: 'reversi/surrender',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: { type: 'object', properties: { gameId: id }, required: ['gameId'] },
  handle(params, ctx) {
    ctx.services.reversi.surrender(params.gameId, signedIn(ctx).id);
    return undefined;
  },
});
