/** Who is calling an endpoint. Grows with the local instance (users, tokens, roles). */
export interface ApiContext {
  /** The token the call carried, already checked, or null for a visitor. */
  token: string | null;
  /** The client address, for rate limits. */
  ip: string;
}
