import type { ApiContext } from '../context';

/**
 * What a successful sign-in does, by password or by passkey, as Misskey's SigninService: records
 * it in the sign-in history, counts the account active, tells the account with a `login`
 * notification, and answers with the account's id and native token.
 */
export function signinSucceeded(ctx: ApiContext, userId: string) {
  const { accounts, notifications, users } = ctx.services;
  accounts.recordSignin(userId, ctx, true);
  users.touch(userId);
  notifications.create(userId, 'login');
  return { finished: true, id: userId, i: users.nativeToken(userId) } as const;
}
