import type { Db } from '../db/database';
import type { NoteRow } from './note-row';

/**
 * The polls recommended to a viewer, newest first (Misskey's notes/polls/recommendation): open
 * polls of public notes by others, that the viewer has not voted in and whose authors they do not
 * mute; with `excludeChannels`, only those outside channels.
 */
export function recommendedPolls(
  db: Db,
  viewerId: string,
  query: { limit: number; offset: number; excludeChannels: boolean },
  now = Date.now(),
): NoteRow[] {
  return db
    .prepare(
      `SELECT n.* FROM polls p JOIN notes n ON n.id = p.note_id JOIN users u ON u.id = n.user_id
       WHERE n.visibility = 'public' AND n.user_id != ? AND u.is_suspended = 0
       AND (p.expires_at IS NULL OR p.expires_at > ?)
       AND p.note_id NOT IN (SELECT note_id FROM poll_votes WHERE user_id = ?)
       AND n.user_id NOT IN (SELECT mutee_id FROM mutings WHERE muter_id = ? AND (expires_at IS NULL OR expires_at > ?))
       ${query.excludeChannels ? 'AND n.channel_id IS NULL' : ''}
       ORDER BY n.id DESC LIMIT ? OFFSET ?`,
    )
    .all(viewerId, now, viewerId, viewerId, now, query.limit, query.offset) as NoteRow[];
}
