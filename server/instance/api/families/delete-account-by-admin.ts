import { apiErrors } from '../../errors';
import type { ApiContext } from '../context';
import { signedIn } from '../context';

/**
 * admin/delete-account and admin/accounts/delete: an administrator deletes an account (never a
 * moderator's or another administrator's: a plain error, as in Misskey), logged once.
 */
export function deleteAccountByAdmin(userId: string, ctx: ApiContext): undefined {
  const { users, roles, moderationLog, accounts } = ctx.services;
  const user = users.byId(userId);
  if (!user || roles.isModerator(user)) throw apiErrors.internal();
  if (user.is_deleted) return undefined;
  accounts.delete(user);
  moderationLog.record(signedIn(ctx).id, 'deleteAccount', {
    userId: user.id,
    userUsername: user.username,
    userHost: null,
  });
  return undefined;
}
