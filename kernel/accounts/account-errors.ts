import { ApiError } from '@tessera/sdk';

/** Error ids a Misskey server answers `i` with when an account can no longer be used. */
export const ACCOUNT_ERROR_IDS = {
  suspended: 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370',
  deleted: 'e5b3b9f0-2b8f-4b9f-9c1f-8c5c1b2e1b1a',
  /** AUTHENTICATION_FAILED: the token was revoked (or the account is gone). */
  tokenRevoked: 'b0a7f5f8-dc2f-4171-b91f-de88ad238e14',
} as const;

/** Why fetching an account failed (spec 001 section 8, "Account fetch"). */
export type AccountProblem = 'suspended' | 'deleted' | 'tokenRevoked' | 'other' | 'unavailable';

/**
 * Classifies a failed `i` call. 'unavailable' (a 5xx or no answer) keeps the account, since the
 * server may be restarting; every other answer means the stored token is no longer usable.
 */
export function classifyAccountError(error: unknown): AccountProblem {
  if (!(error instanceof ApiError)) return 'unavailable';
  if (error.status === 0 || error.status >= 500) return 'unavailable';
  if (error.id === ACCOUNT_ERROR_IDS.suspended) return 'suspended';
  if (error.id === ACCOUNT_ERROR_IDS.deleted) return 'deleted';
  if (error.id === ACCOUNT_ERROR_IDS.tokenRevoked) return 'tokenRevoked';
  return 'other';
}
