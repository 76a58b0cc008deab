/** A user's handle as the address has it: `alice` on this server, `alice@example.com` elsewhere. */
export interface Acct {
  username: string;
  host: string | null;
}

/** Reads `alice`, `@alice` or `alice@example.com`; null for anything that is not a handle. */
export function parseAcct(text: string): Acct | null {
  const match = text.replace(/^@/, '').match(/^([\w.-]+)(?:@([\w.-]+(?::\d+)?))?$/);
  if (!match?.[1]) return null;
  return { username: match[1], host: match[2] ?? null };
}

/** The handle back as text, without the leading @. */
export function formatAcct(user: { username: string; host: string | null }): string {
  return user.host ? `${user.username}@${user.host}` : user.username;
}
