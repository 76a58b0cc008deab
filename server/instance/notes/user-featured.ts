import type { Db } from '../db/database';
import { unmutedSql } from '../users/mutes-blocks';
import type { NoteRow } from './note-row';
import { pageNotes } from './queries';

const DAY = 24 * 60 * 60 * 1000;
/** Misskey's per-user ranking counts reactions of the last 7 days to notes at most 3 days old then. */
const WINDOW_MS = 7 * DAY;
const NOTE_AGE_MS = 3 * DAY;
/** How many of a user's notes the ranking keeps. */
const RANKED = 50;

/**
 * A user's featured notes (users/featured-notes): their public notes, neither replies nor in a
 * channel, that drew reactions lately, the 50 best ranked taken, newest first, as the viewer may
 * see them (muted and blocking users' notes left out), paged with untilId.
 */
export function userFeaturedNotes(
  db: Db,
  userId: string,
  viewerId: string | null,
  page: { limit: number; untilId?: string },
): NoteRow[] {
  const now = Date.now();
  const ranked = (
    db
      .prepare(
        `SELECT n.id AS id, COUNT(*) AS score FROM notes n JOIN reactions rc ON rc.note_id = n.id
         WHERE n.user_id = ? AND n.visibility = 'public' AND n.reply_id IS NULL AND n.channel_id IS NULL
           AND rc.created_at > ? AND rc.created_at - n.created_at < ?
         GROUP BY n.id ORDER BY score DESC, n.id DESC LIMIT ?`,
      )
      .all(userId, now - WINDOW_MS, NOTE_AGE_MS, RANKED) as { id: string }[]
  ).map((r) => r.id);
  if (ranked.length === 0) return [];
  const where = [`n.id IN (${ranked.map(() => '?').join(',')})`];
  const params: unknown[] = [...ranked];
  if (viewerId !== null) {
    const unmuted = unmutedSql(viewerId);
    where.push(unmuted.sql);
    params.push(...unmuted.params);
  }
  return pageNotes(db, where, params, page, viewerId);
}
