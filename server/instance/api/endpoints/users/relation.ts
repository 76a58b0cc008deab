import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/**
 * How the caller stands toward one user or each of several (Misskey's users/relation): one id
 * gives one answer, a list gives a list in its order. An unknown id answers all false, as in
 * Misskey. Misskey sets no bound on the list; this one takes at most 100.
 */
export default defineEndpoint({
  name: 'users/relation',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: {
    type: 'object',
    properties: { userId: { anyOf: [id, { type: 'array', maxItems: 100, items: id }] } },
    required: ['userId'],
  },
  handle(params, ctx) {
    const { pack } = ctx.services;
    const me = signedIn(ctx);
    const relation = (userId: string) => pack.userRelation(me.id, userId);
    return Array.isArray(params.userId) ? params.userId.map(relation) : relation(params.userId);
  },
});
