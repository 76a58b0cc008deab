import type { Services } from '../services';
import type { UserRow } from '../users/user-row';

/** Who is calling an endpoint. */
export interface ApiContext {
  /** The token the call carried, already checked, or null for a visitor. */
  token: string | null;
  /** The calling user, or null for a visitor. */
  user: UserRow | null;
  /** Whether the user called with their own (native) token rather than an app's. */
  native: boolean;
  /** The client address, for rate limits. */
  ip: string;
  /** The request's headers, names in lower case (only those given as one string). */
  headers: Readonly<Record<string, string>>;
  /** The uploaded file, for endpoints that take one (multipart). */
  file?: { data: Buffer; name: string; type: string };
  /** The instance's parts the endpoint works with. */
  services: Services;
}

/** The caller of an endpoint that requires credentials. */
export function signedIn(ctx: ApiContext): UserRow {
  if (!ctx.user) throw new Error('requireCredential endpoints always have a user');
  return ctx.user;
}
