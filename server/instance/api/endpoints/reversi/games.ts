import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';

/** Reversi games, newest first: everyone's started games, or (`my`) the caller's own. */
export default defineEndpoint({
  name: 'reversi/games',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties, my: { type: 'boolean', default: false } } },
  handle(params, ctx) {
    const mine = params.my && ctx.user ? ctx.user.id : null;
    return ctx.services.reversi.games(pageOf(params), mine).map((game) => ctx.services.pack.reversiGameLite(game));
  },
});
