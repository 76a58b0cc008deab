import { type ApiError, clientError } from '../../errors';
import type { UserRow } from '../../users/user-row';
import type { ApiContext } from '../context';

/** Misskey's answer when a user named by id or by username and host does not exist here. */
export const noSuchUser = clientError('NO_SUCH_USER', '4362f8dc-731f-4ad8-a694-be5a88922a24', 'No such user.');

/** Whether a host names this server (no host, null, or our own). */
export function isLocalHost(ctx: ApiContext, host: string | null | undefined): boolean {
  return host === undefined || host === null || host === ctx.services.instance.host();
}

/**
 * The user a call names, by `userId` or by `username` and `host` as users/show takes them;
 * NO_SUCH_USER when there is none (this server has no remote users).
 */
export function lookUpUser(
  ctx: ApiContext,
  params: { userId?: string; username?: string | null; host?: string | null },
): UserRow {
  const { users } = ctx.services;
  const user =
    params.userId !== undefined
      ? users.byId(params.userId)
      : typeof params.username === 'string' && isLocalHost(ctx, params.host)
        ? users.byUsername(params.username)
        : undefined;
  if (!user) throw noSuchUser();
  return user;
}

/** The user with this id, or the endpoint's own no-such-user error. */
export function userById(ctx: ApiContext, userId: string, missing: () => ApiError): UserRow {
  const user = ctx.services.users.byId(userId);
  if (!user) throw missing();
  return user;
}
