import type { Db } from '../db/database';
import { genAid } from '../ids';

/**
 * Muted threads (Misskey's note_thread_muting). A thread is named by its first note: the note
 * reached by following replies up, as Misskey's threadId. Replies and mentions in a muted thread
 * no longer notify the user who muted it.
 */
export class ThreadMutings {
  constructor(private readonly db: Db) {}

  /** The first note of a note's thread (the note itself when it answers nothing). */
  threadOf(noteId: string): string {
    const row = this.db
      .prepare(
        `WITH RECURSIVE up(id, reply_id, depth) AS (
           SELECT id, reply_id, 0 FROM notes WHERE id = ?
           UNION ALL
           SELECT n.id, n.reply_id, up.depth + 1 FROM notes n JOIN up ON n.id = up.reply_id
         )
         SELECT id FROM up ORDER BY depth DESC LIMIT 1`,
      )
      .get(noteId) as { id: string } | undefined;
    return row?.id ?? noteId;
  }

  /** Whether the user muted the thread the note belongs to. */
  isMuted(userId: string, noteId: string): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM note_thread_mutings WHERE user_id = ? AND thread_id = ?')
        .get(userId, this.threadOf(noteId)) !== undefined
    );
  }

  /** Mutes the note's thread; false when it already was. */
  mute(userId: string, noteId: string): boolean {
    const now = Date.now();
    return (
      this.db
        .prepare('INSERT OR IGNORE INTO note_thread_mutings (id, user_id, thread_id, created_at) VALUES (?, ?, ?, ?)')
        .run(genAid(now), userId, this.threadOf(noteId), now).changes > 0
    );
  }

  /** Unmutes the note's thread; false when it was not muted. */
  unmute(userId: string, noteId: string): boolean {
    return (
      this.db
        .prepare('DELETE FROM note_thread_mutings WHERE user_id = ? AND thread_id = ?')
        .run(userId, this.threadOf(noteId)).changes > 0
    );
  }
}
