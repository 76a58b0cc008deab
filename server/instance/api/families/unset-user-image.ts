import { apiErrors } from '../../errors';
import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { id } from '../schema';

/**
 * admin/unset-user-avatar and admin/unset-user-banner: a moderator takes a user's image away,
 * recorded in the moderation log with the file it was (nothing is recorded when there was none).
 * An unknown user fails as Misskey's does (an internal error).
 */
export function unsetUserImageEndpoint(which: 'avatar' | 'banner') {
  const params = { type: 'object', properties: { userId: id }, required: ['userId'] } as const;
  const handle = (p: { userId: string }, ctx: Parameters<Parameters<typeof defineEndpoint>[0]['handle']>[1]) => {
    const { users, moderationLog } = ctx.services;
    const user = users.byId(p.userId);
    if (!user) throw apiErrors.internal();
    const fileId = which === 'avatar' ? user.avatar_file_id : user.banner_file_id;
    if (fileId === null) return undefined;
    users.unsetImage(user.id, which);
    moderationLog.record(signedIn(ctx).id, which === 'avatar' ? 'unsetUserAvatar' : 'unsetUserBanner', {
      userId: user.id,
      userUsername: user.username,
      userHost: null,
      fileId,
    });
    return undefined;
  };
  return which === 'avatar'
    ? defineEndpoint({
        name: 'admin/unset-user-avatar',
        requireCredential: true,
        requireModerator: true,
        kind: 'write:admin:unset-user-avatar',
        limit: null,
        params,
        handle,
      })
    : defineEndpoint({
        name: 'admin/unset-user-banner',
        requireCredential: true,
        requireModerator: true,
        kind: 'write:admin:unset-user-banner',
        limit: null,
        params,
        handle,
      });
}
