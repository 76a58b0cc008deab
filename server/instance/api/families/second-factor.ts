import { verifyPassword } from '../../passwords';
import { packMe } from '../../users/pack-user';
import type { UserRow } from '../../users/user-row';
import type { ApiContext } from '../context';
import { clientError } from '../errors';
import { nullableText, password } from '../schema';

/** The parameters of a change that needs the password, and a code when two-factor is on. */
export const passwordAndCodeParams = {
  type: 'object',
  properties: { password, token: nullableText(64) },
  required: ['password'],
} as const;

/**
 * Misskey's order for such a change: the code first (a missing or wrong one is a plain error),
 * then the password, refused with the endpoint's own INCORRECT_PASSWORD id.
 */
export async function confirmPasswordAndCode(
  ctx: ApiContext,
  user: UserRow,
  params: { password: string; token?: string | null },
  incorrectPasswordId: string,
): Promise<void> {
  ctx.services.twoFactor.requireCode(user.id, params.token);
  if (!user.password_hash || !(await verifyPassword(params.password, user.password_hash))) {
    throw clientError('INCORRECT_PASSWORD', incorrectPasswordId, 'Incorrect password.')();
  }
}

/** Tells the user's open clients that their account changed (the main stream's meUpdated). */
export function announceMeUpdated(ctx: ApiContext, userId: string): void {
  const { instance, users } = ctx.services;
  const row = users.byId(userId);
  if (row) instance.events.emit('mainEvent', userId, 'meUpdated', packMe(instance, row));
}
