import type { Db } from '../db/database';

/** The private memos users keep about other users (Misskey's user_memo), seen only by their writer. */
export class UserMemos {
  constructor(private readonly db: Db) {}

  /** The viewer's memo about a user, or null. */
  of(userId: string, targetUserId: string): string | null {
    const row = this.db
      .prepare('SELECT memo FROM user_memos WHERE user_id = ? AND target_user_id = ?')
      .get(userId, targetUserId) as { memo: string } | undefined;
    return row?.memo ?? null;
  }

  /** Keeps the memo, or removes it when null or empty, as Misskey does. */
  set(userId: string, targetUserId: string, memo: string | null): void {
    if (memo === null || memo === '') {
      this.db.prepare('DELETE FROM user_memos WHERE user_id = ? AND target_user_id = ?').run(userId, targetUserId);
      return;
    }
    this.db
      .prepare(
        `INSERT INTO user_memos (user_id, target_user_id, memo) VALUES (?, ?, ?)
         ON CONFLICT (user_id, target_user_id) DO UPDATE SET memo = excluded.memo`,
      )
      .run(userId, targetUserId, memo);
  }
}
