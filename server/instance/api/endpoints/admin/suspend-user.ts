import { apiErrors } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Suspends an account (not a moderator's): it can no longer use the API, and its streams close. */
export default defineEndpoint({
  name: 'admin/suspend-user',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:suspend-user',
  limit: null,
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const user = ctx.services.users.byId(params.userId);
    if (!user) throw apiErrors.internal();
    ctx.services.adminUsers.suspend(user);
    ctx.services.moderationLog.record(signedIn(ctx).id, 'suspend', {
      userId: user.id,
      userUsername: user.username,
      userHost: null,
    });
    return undefined;
  },
});
