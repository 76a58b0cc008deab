import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';

/** Open polls the caller has not voted in yet, newest first (see Explore.recommendedPolls). */
export default defineEndpoint({
  name: 'notes/polls/recommendation',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      offset: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
      excludeChannels: { type: 'boolean', default: false },
    },
  },
  handle(params, ctx) {
    const { explore, pack } = ctx.services;
    const me = signedIn(ctx);
    const notes = explore.recommendedPolls(me.id, {
      limit: params.limit ?? 10,
      offset: params.offset ?? 0,
      excludeChannels: params.excludeChannels ?? false,
    });
    return pack.notes(notes, me.id);
  },
});
