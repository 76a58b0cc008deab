import type { Db } from '../db/database';
import type { NoteRow } from './note-row';
import { canSee } from './visibility';

/** The note with this id, whoever may see it. */
export function findNote(db: Db, id: string): NoteRow | undefined {
  return db.prepare('SELECT * FROM notes WHERE id = ?').get(id) as NoteRow | undefined;
}

/** The note with this id when the viewer (null for a visitor) may see it. */
export function findVisibleNote(db: Db, id: string, viewerId: string | null): NoteRow | null {
  const note = findNote(db, id);
  return note && canSee(db, note, viewerId) ? note : null;
}
