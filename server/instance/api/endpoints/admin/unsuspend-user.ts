import { apiErrors } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Lifts a suspension. */
export default defineEndpoint({
  name: 'admin/unsuspend-user',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:unsuspend-user',
  limit: null,
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const { users, instance, moderationLog } = ctx.services;
    const user = users.byId(params.userId);
    if (!user) throw apiErrors.internal();
    // A deleted account stays suspended.
    if (user.is_deleted) return undefined;
    instance.db.prepare('UPDATE users SET is_suspended = 0 WHERE id = ?').run(user.id);
    moderationLog.record(signedIn(ctx).id, 'unsuspend', {
      userId: user.id,
      userUsername: user.username,
      userHost: null,
    });
    return undefined;
  },
});
