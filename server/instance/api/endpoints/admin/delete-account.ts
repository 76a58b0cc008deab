import { apiErrors } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Deletes an account (administrators; never another administrator's or a moderator's). */
export default defineEndpoint({
  name: 'admin/delete-account',
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:delete-account',
  limit: null,
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const { users, roles, moderationLog } = ctx.services;
    const user = users.byId(params.userId);
    if (!user || roles.isModerator(user)) throw apiErrors.internal();
    if (user.is_deleted) return undefined;
    ctx.services.accounts.delete(user);
    moderationLog.record(signedIn(ctx).id, 'deleteAccount', {
      userId: user.id,
      userUsername: user.username,
      userHost: null,
    });
    return undefined;
  },
});
