import { type Page, selectPage } from '../db/paging';
import { genAid } from '../ids';
import type { Instance } from '../instance';

/** A moderation_logs row. */
export interface ModerationLogRow {
  id: string;
  created_at: number;
  moderator_id: string;
  type: string;
  info: string;
}

/**
 * The moderation log (Misskey's): who did what to whom, in Misskey's type names (suspend,
 * unsuspend, resetPassword, deleteAccount, updateUserNote, resolveAbuseReport, updateServerSettings…)
 * with what it was about as `info`.
 */
export class ModerationLog {
  constructor(private readonly instance: Instance) {}

  record(moderatorId: string, type: string, info: Record<string, unknown>): void {
    this.instance.db
      .prepare('INSERT INTO moderation_logs (id, created_at, moderator_id, type, info) VALUES (?, ?, ?, ?, ?)')
      .run(genAid(), Date.now(), moderatorId, type, JSON.stringify(info));
  }

  /** A page of the log, newest first, by type and moderator when asked. */
  page(page: Page, filter: { type?: string | null; userId?: string | null }): ModerationLogRow[] {
    const where: string[] = [];
    const values: unknown[] = [];
    if (filter.type) {
      where.push('type = ?');
      values.push(filter.type);
    }
    if (filter.userId) {
      where.push('moderator_id = ?');
      values.push(filter.userId);
    }
    return selectPage<ModerationLogRow>(
      this.instance.db,
      { select: 'SELECT * FROM moderation_logs', where, values, idColumn: 'id', dateColumn: 'created_at' },
      page,
    );
  }
}
