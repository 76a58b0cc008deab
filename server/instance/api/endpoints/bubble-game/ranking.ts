import { defineEndpoint } from '../../endpoint';
import { text } from '../../schema';

/** The week's ten best bubble game scores in a mode. */
export default defineEndpoint({
  name: 'bubble-game/ranking',
  requireCredential: false,
  allowGet: true,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { gameMode: text(64) }, required: ['gameMode'] },
  handle(params, ctx) {
    return ctx.services.bubbleGame.ranking(params.gameMode);
  },
});
