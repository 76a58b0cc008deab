import type { Db } from '../db/database';
import type { NoteRow } from './note-row';
import { canSee } from './visibility';

/** The note with this id, whoever may see it. */
export function findNote(db: Db, id: string): NoteRow | undefined {
  return db.prepare('SELECT * FROM notes WHERE id = ?').get(id) as NoteRow | undefined;
}

/** A user's renotes and quotes of a note (what notes/unrenote removes). */
export function renotesBy(db: Db, userId: string, noteId: string): NoteRow[] {
  return db.prepare('SELECT * FROM notes WHERE user_id = ? AND renote_id = ?').all(userId, noteId) as NoteRow[];
}

/** The note with this id when the viewer (null for a visitor) may see it. */
export function findVisibleNote(db: Db, id: string, viewerId: string | null): NoteRow | null {
  const note = findNote(db, id);
  return note && canSee(db, note, viewerId) ? note : null;
}
