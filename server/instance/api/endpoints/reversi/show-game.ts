import { reversiErrors } from '../../../reversi/reversi-errors';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** One reversi game with its board and moves. */
export default defineEndpoint({
  name: 'reversi/show-game',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { gameId: id }, required: ['gameId'] },
  handle(params, ctx) {
    const { reversi } = ctx.services;
    const game = reversi.byId(params.gameId);
    if (!game) throw reversiErrors.noSuchGameToShow();
    return reversi.pack(game);
  },
});
