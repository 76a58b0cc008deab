import { defineEndpoint } from '../../endpoint';
import { noSuchUser, userById } from '../../families/user-lookup';
import { id } from '../../schema';

/** A user's achievements, for anyone (Misskey shows them on profiles). */
export default defineEndpoint({
  name: 'users/achievements',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const user = userById(ctx, params.userId, noSuchUser);
    return ctx.services.accounts.achievements(user.id);
  },
});
