import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';

export default defineEndpoint({
  name: 'notes/mentions',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: {
    type: 'object',
    properties: {
      following: { type: 'boolean', default: false },
      visibility: { type: 'string', enum: ['public', 'home', 'followers', 'specified'] },
      ...pagingProperties,
    },
  },
  handle(params, ctx) {
    const { pack } = ctx.services;
    const user = signedIn(ctx);
    const where = ['EXISTS (SELECT 1 FROM json_each(n.mentions) WHERE value = ?)'];
    const values: unknown[] = [user.id];
    if (params.visibility) {
      where.push('n.visibility = ?');
      values.push(params.visibility);
    }
    if (params.following) {
      where.push('n.user_id IN (SELECT followee_id FROM follows WHERE follower_id = ?)');
      values.push(user.id);
    }
    return pack.notes(ctx.services.notes.page(where, values, pageOf(params), user.id), user.id);
  },
});
