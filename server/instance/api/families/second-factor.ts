import { type ApiError, clientError } from '../../errors';
import type { UserRow } from '../../users/user-row';
import type { ApiContext } from '../context';
import { nullableText, password, text } from '../schema';

/** A WebAuthn text field (base64url), bounded. */
const b64 = text(8192);

/** A browser's answer to a sign-in's security key challenge (AuthenticationResponseJSON), with bounds. */
export const securityKeyAnswer = {
  type: 'object',
  properties: {
    id: text(1024),
    rawId: text(1024),
    type: { type: 'string', enum: ['public-key'] },
    authenticatorAttachment: { type: 'string', enum: ['cross-platform', 'platform'] },
    clientExtensionResults: { type: 'object', properties: {} },
    response: {
      type: 'object',
      properties: { clientDataJSON: b64, authenticatorData: b64, signature: b64, userHandle: text(1024) },
      required: ['clientDataJSON', 'authenticatorData', 'signature'],
    },
  },
  required: ['id', 'rawId', 'type', 'clientExtensionResults', 'response'],
} as const;

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
  if (!user.password_hash || !(await ctx.services.accounts.verifyPassword(params.password, user.password_hash))) {
    throw wrongPassword();
  }
}

/**
 * Before adding a security key, as Misskey checks it: the code and the password (a wrong one is
 * refused with the endpoint's own id), then two-factor must be on (TWO_FACTOR_NOT_ENABLED, with
 * the endpoint's id).
 */
export async function confirmForSecurityKey(
  ctx: ApiContext,
  user: UserRow,
  params: { password: string; token?: string | null },
  ids: { wrongPassword: string; notEnabled: string },
): Promise<void> {
  await confirmPasswordAndCode(
    ctx,
    user,
    params,
    clientError('INCORRECT_PASSWORD', ids.wrongPassword, 'Incorrect password.'),
  );
  if (!ctx.services.twoFactor.state(user.id).enabled) {
    throw clientError('TWO_FACTOR_NOT_ENABLED', ids.notEnabled, '2fa not enabled.')();
  }
}
