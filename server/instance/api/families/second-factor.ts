import { verifyPassword } from '../../passwords';
import type { UserRow } from '../../users/user-row';
import type { ApiContext } from '../context';
import type { ApiError } from '../errors';
import { nullableText, password } from '../schema';

/** The parameters of a change that needs the password, and a code when two-factor is on. */
export const passwordAndCodeParams = {
  type: 'object',
  properties: { password, token: nullableText(64) },
  required: ['password'],
} as const;

/**
 * Misskey's order for such a change: the code first (a missing or wrong one is a plain error),
 * then the password, refused with the endpoint's own error (INCORRECT_PASSWORD with its id, or
 * the plain error some endpoints throw, which clients see as INTERNAL_ERROR).
 */
export async function confirmPasswordAndCode(
  ctx: ApiContext,
  user: UserRow,
  params: { password: string; token?: string | null },
  wrongPassword: () => ApiError,
): Promise<void> {
  ctx.services.twoFactor.requireCode(user.id, params.token);
  if (!user.password_hash || !(await verifyPassword(params.password, user.password_hash))) {
    throw wrongPassword();
  }
}
