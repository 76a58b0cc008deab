import type { Db } from '../db/database';
import { type Page, selectPage } from '../db/paging';
import { visibleSql } from '../notes/visibility';
import { unmutedSql } from '../users/mutes-blocks';

/** One stored reaction. */
export interface ReactionRow {
  id: string;
  note_id: string;
  user_id: string;
  reaction: string;
  created_at: number;
}

/**
 * A page of a user's reactions, newest first, on notes the viewer may see: as Misskey's
 * users/reactions, reactions to notes related to someone the viewer mutes or blocks (or who blocks
 * them) are left out, except on the user's own notes.
 */
export function reactionsByUser(db: Db, userId: string, viewerId: string | null, page: Page): ReactionRow[] {
  const visible = visibleSql(viewerId);
  const where = ['rc.user_id = ?', visible.sql];
  const values: unknown[] = [userId, ...visible.params];
  if (viewerId !== null) {
    const unmuted = unmutedSql(viewerId);
    where.push(`(n.user_id = ? OR ${unmuted.sql})`);
    values.push(userId, ...unmuted.params);
  }
  return selectPage<ReactionRow>(
    db,
    {
      select: 'SELECT rc.* FROM reactions rc JOIN notes n ON n.id = rc.note_id',
      where,
      values,
      idColumn: 'rc.id',
      dateColumn: 'rc.created_at',
    },
    page,
  );
}
