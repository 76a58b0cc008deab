import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { text } from '../../schema';

/** Records a finished bubble game: its score, seed (start time) and drops. */
export default defineEndpoint({
  name: 'bubble-game/register',
  requireCredential: true,
  kind: 'write:account',
  limit: { duration: 60 * 60 * 1000, max: 120, minInterval: 30_000 },
  params: {
    type: 'object',
    properties: {
      score: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
      seed: { type: 'string', minLength: 1, maxLength: 1024 },
      logs: { type: 'array', maxItems: 100_000, items: { type: 'array', maxItems: 8, items: { type: 'number' } } },
      gameMode: text(64),
      gameVersion: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    },
    required: ['score', 'seed', 'logs', 'gameMode', 'gameVersion'],
  },
  handle(params, ctx) {
    ctx.services.bubbleGame.register(signedIn(ctx).id, params);
    return undefined;
  },
});
