import type { UserRow } from '../../users/user-row';
import type { ApiContext } from '../context';
import { isLocalHost } from './user-lookup';

/** A local account's ActivityPub URI, as Misskey forms it. */
export const userUri = (ctx: ApiContext, userId: string): string => `${ctx.services.instance.url()}/users/${userId}`;

/** Splits '@name@host', 'name@host', 'acct:name@host' or 'name' into its parts. */
export function parseAcctInput(input: string): { username: string; host: string | null } {
  const plain = input
    .trim()
    .replace(/^acct:/, '')
    .replace(/^@/, '');
  const at = plain.indexOf('@');
  return at < 0 ? { username: plain, host: null } : { username: plain.slice(0, at), host: plain.slice(at + 1) };
}

/**
 * The account an acct names, as Misskey's resolveUser finds it. This server does not federate,
 * so only its own accounts are found; another server's account is not.
 */
export function resolveAcct(ctx: ApiContext, acct: { username: string; host: string | null }): UserRow | null {
  if (!acct.username || !isLocalHost(ctx, acct.host)) return null;
  const user = ctx.services.users.byUsername(acct.username);
  return user && !user.is_deleted ? user : null;
}

/** The local account a URI of this server stands for (`/users/{id}`), if any. */
export function userFromUri(ctx: ApiContext, uri: string): UserRow | null {
  const prefix = `${ctx.services.instance.url()}/users/`;
  if (!uri.startsWith(prefix)) return null;
  return ctx.services.users.byId(uri.slice(prefix.length)) ?? null;
}
