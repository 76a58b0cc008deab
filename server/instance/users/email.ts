import type { Db } from '../db/database';
import { genAid, genCode, LOWER_CHARS } from '../ids';
import type { UserRow } from './user-row';

/** How long a password reset link works (Misskey's 30 minutes). */
export const PASSWORD_RESET_LIFETIME_MS = 30 * 60 * 1000;

/** The reset link's token: lower-case letters and digits (Misskey's 'a-z0-9'). */
const RESET_CHARS = `${LOWER_CHARS}0123456789`;

/**
 * Sets (or, with null, removes) an account's address: it starts unverified, and a new address
 * gets a code for the verification link. Gives that code.
 */
export function setEmail(db: Db, userId: string, email: string | null): string | null {
  const code = email === null ? null : genCode(16, LOWER_CHARS);
  db.prepare('UPDATE users SET email = ?, email_verified = 0, email_verify_code = ?, updated_at = ? WHERE id = ?').run(
    email,
    code,
    Date.now(),
    userId,
  );
  return code;
}

/** Marks the address whose link carried this code as verified; gives its account, or null for an unknown code. */
export function verifyEmail(db: Db, code: string): string | null {
  const row = db.prepare('SELECT id FROM users WHERE email_verify_code = ?').get(code) as { id: string } | undefined;
  if (!row) return null;
  db.prepare('UPDATE users SET email_verified = 1, email_verify_code = NULL WHERE id = ?').run(row.id);
  return row.id;
}

/** A reset link's token for a local account whose verified address is this one; null otherwise. */
export function requestPasswordReset(db: Db, user: UserRow | undefined, email: string): string | null {
  if (!user || user.is_deleted || user.email !== email || !user.email_verified) return null;
  const token = genCode(64, RESET_CHARS);
  const now = Date.now();
  db.prepare('INSERT INTO password_reset_requests (id, user_id, token, created_at) VALUES (?, ?, ?, ?)').run(
    genAid(now),
    user.id,
    token,
    now,
  );
  return token;
}

/** The account a reset link is for, once: the request is used up; an expired or unknown one gives null. */
export function takePasswordReset(db: Db, token: string): string | null {
  const row = db.prepare('SELECT id, user_id, created_at FROM password_reset_requests WHERE token = ?').get(token) as
    | { id: string; user_id: string; created_at: number }
    | undefined;
  if (!row) return null;
  db.prepare('DELETE FROM password_reset_requests WHERE id = ?').run(row.id);
  return Date.now() - row.created_at > PASSWORD_RESET_LIFETIME_MS ? null : row.user_id;
}
