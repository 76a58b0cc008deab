/** The error codes of RFC 6749 this server answers, with the HTTP status each goes out with. */
const STATUS = {
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 403,
  unauthorized_client: 403,
  access_denied: 403,
  unsupported_response_type: 501,
  unsupported_grant_type: 501,
  invalid_scope: 400,
  server_error: 500,
} as const;

/** An RFC 6749 error code. */
export type OAuthErrorCode = keyof typeof STATUS;

/**
 * An OAuth error, answered as Misskey's OAuth server answers it (`{ error, error_description }`
 * with the code's status), or sent back to the app's redirect URI once that URI is known good.
 */
export class OAuthError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    message: string,
  ) {
    super(message);
  }

  get status(): number {
    return STATUS[this.code];
  }

  /** The JSON body of a direct answer. */
  toJSON(): { error: string; error_description?: string } {
    return { error: this.code, ...(this.message ? { error_description: this.message } : {}) };
  }
}
