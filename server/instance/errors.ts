/**
 * Misskey's API error objects: `{ error: { message, code, id, kind, info? } }`.
 * The ids of the generic errors are the ones a Misskey server sends, so a client that
 * special-cases an id behaves the same here and against a real server.
 */
export interface ApiErrorBody {
  message: string;
  code: string;
  id: string;
  /** Left out where Misskey leaves it out (its sign-in's own answers). */
  kind?: 'client' | 'server' | 'permission';
  info?: unknown;
}

/** A failed API call, carrying its HTTP status and Misskey error object. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}

function generic(status: number, code: string, id: string, message: string, kind: ApiErrorBody['kind'] = 'client') {
  return (info?: unknown) => new ApiError(status, { message, code, id, kind, ...(info === undefined ? {} : { info }) });
}

/**
 * Declares an endpoint-specific client error by Misskey's code and id: call the result to get a
 * fresh ApiError to throw. The status is 400 unless Misskey answers otherwise.
 */
export function clientError(code: string, id: string, message: string, status = 400): () => ApiError {
  return () => new ApiError(status, { code, id, message, kind: 'client' });
}

/** The errors every endpoint may answer with. */
export const apiErrors = {
  unknownEndpoint: generic(
    404,
    'UNKNOWN_API_ENDPOINT',
    '2ca3b769-51ef-42c2-8a17-a7fdf9fd2ca4',
    'Unknown API endpoint.',
  ),
  invalidParam: generic(400, 'INVALID_PARAM', '3d81ceae-475f-4600-b2a8-2bc116157532', 'Invalid param.'),
  credentialRequired: generic(
    401,
    'CREDENTIAL_REQUIRED',
    '1384574d-a912-4b81-8601-c7b1c4085df1',
    'Credential required.',
  ),
  /** A token that belongs to no one: 401, with a WWW-Authenticate header (Misskey since 2024). */
  authenticationFailed: generic(
    401,
    'AUTHENTICATION_FAILED',
    'b0a7f5f8-dc2f-4171-b91f-de88ad238e14',
    'Authentication failed. Please ensure your token is correct.',
  ),
  rateLimitExceeded: generic(
    429,
    'RATE_LIMIT_EXCEEDED',
    'd5826d14-3982-4d2e-8011-b9e9f02499ef',
    'Rate limit exceeded. Please try again later.',
  ),
  suspended: generic(
    403,
    'YOUR_ACCOUNT_SUSPENDED',
    'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370',
    'Your account has been suspended.',
    'permission',
  ),
  /**
   * USER_IS_DELETED: Misskey's `i` answers it to a token whose account was deleted; here every call
   * made with such a token gets it, from the moment the deletion starts.
   */
  userIsDeleted: generic(
    403,
    'USER_IS_DELETED',
    'e5b3b9f0-2b8f-4b9f-9c1f-8c5c1b2e1b1a',
    'User is deleted.',
    'permission',
  ),
  /** Misskey sends this one as a plain client error, so it is a 400. */
  accessDenied: generic(400, 'ACCESS_DENIED', '56f35758-7dd5-468b-8439-5d6fb8ec9b8e', 'Access denied.'),
  /** An app token without the endpoint's permission (`kind`). */
  permissionDenied: generic(
    403,
    'PERMISSION_DENIED',
    '1370e5b7-d4eb-4566-bb1d-7748ee6a1838',
    'Your app does not have the necessary permissions to use this endpoint.',
    'permission',
  ),
  notModerator: generic(
    403,
    'ROLE_PERMISSION_DENIED',
    'd33d5333-db36-423d-a8f9-1a2b9549da41',
    'You are not assigned to a moderator role.',
    'permission',
  ),
  notAdministrator: generic(
    403,
    'ROLE_PERMISSION_DENIED',
    'c3d38592-54c0-429d-be96-5636b0431a61',
    'You are not assigned to an administrator role.',
    'permission',
  ),
  /** An endpoint's required role policy is off for the caller (Misskey's requireRolePolicy). */
  notInRole: generic(
    403,
    'ROLE_PERMISSION_DENIED',
    '7f86f06f-7e15-4057-8561-f4b6d4ac755a',
    'You are not assigned to a required role.',
    'permission',
  ),
  /** Signing up or creating an account with a username already in use (Misskey: DUPLICATED_USERNAME). */
  duplicatedUsername: generic(
    400,
    'DUPLICATED_USERNAME',
    'f4ee4d1e-9b5c-4e36-9a1c-3a3e2b0bd2c2',
    'This username is already taken.',
  ),
  /**
   * Misskey's sign-in (signin-flow, signin-with-passkey) refused by its limit per address: its own
   * answer rather than RATE_LIMIT_EXCEEDED, with no kind and no wait named.
   */
  tooManySignins: () =>
    new ApiError(429, {
      message: 'Too many failed attempts to sign in. Try again later.',
      code: 'TOO_MANY_AUTHENTICATION_FAILURES',
      id: '22d05606-fbcf-421a-a2db-b32610dcfd1b',
    }),
  internal: generic(
    500,
    'INTERNAL_ERROR',
    '5d37dbcb-891e-41ca-a3d6-e690c97775ac',
    'Internal error occurred. Please contact us if the error persists.',
    'server',
  ),
} as const;
