import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';

/** Accounts the caller might follow, most followed first (see Explore.recommendedUsers). */
export default defineEndpoint({
  name: 'users/recommendation',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      offset: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
    },
  },
  handle(params, ctx) {
    const { explore, pack } = ctx.services;
    const me = signedIn(ctx);
    const users = explore.recommendedUsers(me.id, { limit: params.limit ?? 10, offset: params.offset ?? 0 });
    return users.map((u) => pack.userDetailed(u, me.id));
  },
});
