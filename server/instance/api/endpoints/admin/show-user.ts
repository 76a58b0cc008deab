import { apiErrors } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** What moderators see of an account: its settings, rights, state, roles, sign-ins and their note. */
export default defineEndpoint({
  name: 'admin/show-user',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:show-user',
  limit: null,
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const user = ctx.services.users.byId(params.userId);
    // Misskey throws a plain error ('user not found') here.
    if (!user) throw apiErrors.internal();
    return ctx.services.adminUsers.view(signedIn(ctx), user);
  },
});
