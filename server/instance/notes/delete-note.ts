import type { Instance } from '../instance';
import type { NoteRow } from './note-row';

/**
 * Deletes a note and, as Misskey does, the renotes of it without content of their own; keeps
 * the counters right and tells note captures ('deleted').
 */
export function deleteNote(instance: Instance, note: NoteRow): void {
  const db = instance.db;
  const deletedAt = new Date().toISOString();
  const pureRenotes = db
    .prepare("SELECT * FROM notes WHERE renote_id = ? AND text IS NULL AND file_ids = '[]' AND has_poll = 0")
    .all(note.id) as NoteRow[];
  db.transaction(() => {
    for (const n of [...pureRenotes, note]) {
      db.prepare('DELETE FROM notes WHERE id = ?').run(n.id);
      db.prepare('UPDATE users SET notes_count = MAX(notes_count - 1, 0) WHERE id = ?').run(n.user_id);
      if (n.reply_id)
        db.prepare('UPDATE notes SET replies_count = MAX(replies_count - 1, 0) WHERE id = ?').run(n.reply_id);
      if (n.renote_id && n.renote_id !== note.id) {
        db.prepare('UPDATE notes SET renote_count = MAX(renote_count - 1, 0) WHERE id = ?').run(n.renote_id);
      }
      db.prepare('DELETE FROM notifications WHERE note_id = ?').run(n.id);
    }
  })();
  for (const n of [...pureRenotes, note]) {
    instance.events.emit('noteUpdated', { id: n.id, type: 'deleted', body: { deletedAt } });
  }
}
