import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { nullableId } from '../../schema';

/**
 * Asks for a reversi game with one person (inviting them, or accepting their invitation) or with
 * anyone. Answers the game once matched, nothing while waiting (the client asks again to go on).
 */
export default defineEndpoint({
  name: 'reversi/match',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: {
    type: 'object',
    properties: {
      userId: nullableId,
      noIrregularRules: { type: 'boolean', default: false },
      multiple: { type: 'boolean', default: false },
    },
  },
  handle(params, ctx) {
    const { reversi } = ctx.services;
    const game = reversi.match(signedIn(ctx).id, {
      userId: params.userId ?? null,
      noIrregularRules: params.noIrregularRules ?? false,
      multiple: params.multiple ?? false,
    });
    return game ? reversi.pack(game) : undefined;
  },
});
