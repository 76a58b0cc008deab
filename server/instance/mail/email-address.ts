import type { Db } from '../db/database';

/** Why an address cannot be used (Misskey's email-address/available reasons this instance checks). */
export type EmailUnavailableReason = 'format' | 'used' | 'banned';

/** A plain check of an address's shape: something@domain.tld, no spaces, not too long. */
const EMAIL_SHAPE = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Whether an address can be given to an account: well formed, not at a domain (or below one) the
 * moderators refuse, and not the verified address of another account (Misskey refuses a verified
 * address twice).
 */
export function checkEmailAddress(
  db: Db,
  address: string,
  bannedDomains: readonly string[] = [],
): { available: boolean; reason: EmailUnavailableReason | null } {
  if (address.length > 320 || !EMAIL_SHAPE.test(address)) return { available: false, reason: 'format' };
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  const banned = bannedDomains.some((entry) => {
    const d = entry.trim().toLowerCase();
    return d !== '' && (domain === d || domain.endsWith(`.${d}`));
  });
  if (banned) return { available: false, reason: 'banned' };
  const used = db.prepare('SELECT 1 FROM users WHERE email = ? AND email_verified = 1').get(address);
  if (used) return { available: false, reason: 'used' };
  return { available: true, reason: null };
}
