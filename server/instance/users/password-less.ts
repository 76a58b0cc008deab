import type { Db } from '../db/database';
import { profileOf, type UserRow } from './user-row';

/** Sets Misskey's usePasswordLessLogin, kept with the account's other profile settings. */
export function setPasswordLess(db: Db, user: UserRow, on: boolean): void {
  const profile = { ...profileOf(user), usePasswordLessLogin: on };
  db.prepare('UPDATE users SET profile = ? WHERE id = ?').run(JSON.stringify(profile), user.id);
}
