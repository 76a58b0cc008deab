import type { Db } from '../db/database';
import type { NoteRow } from './note-row';

/**
 * Whether a viewer may see a note, as Misskey decides: public and home notes are for everyone
 * (local-only ones only for signed-in users); followers notes for the author, followers,
 * mentioned users and the user replied to; specified notes for the author and recipients.
 */
export function canSee(db: Db, note: NoteRow, viewerId: string | null, replyAuthorId?: string | null): boolean {
  if (note.local_only === 1 && viewerId === null) return false;
  if (note.visibility === 'public' || note.visibility === 'home') return true;
  if (viewerId === null) return false;
  if (note.user_id === viewerId) return true;
  if (note.visibility === 'specified') return (JSON.parse(note.visible_user_ids) as string[]).includes(viewerId);
  if ((JSON.parse(note.mentions) as string[]).includes(viewerId)) return true;
  if (replyAuthorId === viewerId) return true;
  return (
    db.prepare('SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ?').get(viewerId, note.user_id) !==
    undefined
  );
}

/**
 * The SQL condition (on table alias n) for notes a viewer may see, for timeline queries; binds
 * the viewer id in the three places it appears.
 */
export function visibleSql(viewerId: string | null): { sql: string; params: string[] } {
  if (viewerId === null) return { sql: "(n.visibility IN ('public','home') AND n.local_only = 0)", params: [] };
  return {
    sql: `(n.visibility IN ('public','home')
      OR n.user_id = ?
      OR (n.visibility = 'specified' AND EXISTS (SELECT 1 FROM json_each(n.visible_user_ids) WHERE value = ?))
      OR (n.visibility = 'followers' AND (
        EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ? AND f.followee_id = n.user_id)
        OR EXISTS (SELECT 1 FROM json_each(n.mentions) WHERE value = ?))))`,
    params: [viewerId, viewerId, viewerId, viewerId],
  };
}
