import type { Db } from '../db/database';
import { genAid, genCode, LOWER_CHARS } from '../ids';
import { hashPassword } from '../passwords';
import type { UserRow } from './user-row';
import type { Users } from './users';

/**
 * A sign-up on a server that requires an email address: the name and the hashed password wait
 * with the address until the mailed link is opened. Gives the link's code.
 */
export async function holdSignup(
  db: Db,
  users: Users,
  username: string,
  email: string,
  password: string,
): Promise<string> {
  users.checkNewAccount(username, password);
  const code = genCode(16, LOWER_CHARS);
  const now = Date.now();
  db.prepare(
    'INSERT INTO user_pendings (id, code, username, email, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(genAid(now), code, username, email, await hashPassword(password), now);
  return code;
}

/**
 * Opens the account a sign-up link stands for, its address already verified (it got the link);
 * the held sign-up is used up. Null for an unknown code.
 */
export function completeSignup(db: Db, users: Users, code: string): { user: UserRow; token: string } | null {
  const pending = db.prepare('SELECT * FROM user_pendings WHERE code = ?').get(code) as
    | { id: string; username: string; email: string; password_hash: string }
    | undefined;
  if (!pending) return null;
  const created = users.createWithHash(pending.username, pending.password_hash);
  db.prepare('UPDATE users SET email = ?, email_verified = 1 WHERE id = ?').run(pending.email, created.user.id);
  db.prepare('DELETE FROM user_pendings WHERE id = ?').run(pending.id);
  return created;
}
