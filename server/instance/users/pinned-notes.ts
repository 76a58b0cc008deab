import type { entities } from 'misskey-js';
import type { Instance } from '../instance';
import type { NoteRow } from '../notes/note-row';
import { packNotes } from '../notes/pack-note';
import { canSee } from '../notes/visibility';
import { profileOf, type UserRow } from './user-row';

/** The ids of the notes a user pinned that still exist, latest pin first. */
export function pinnedNoteIds(instance: Instance, user: UserRow): string[] {
  const ids = profileOf(user).pinnedNoteIds ?? [];
  if (ids.length === 0) return [];
  const existing = new Set(
    (
      instance.db.prepare(`SELECT id FROM notes WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as {
        id: string;
      }[]
    ).map((r) => r.id),
  );
  return ids.filter((id) => existing.has(id));
}

/** The pinned notes (ids from pinnedNoteIds) a viewer may see, packed for them, in pin order. */
export function pinnedNotesFor(instance: Instance, ids: readonly string[], viewerId: string | null): entities.Note[] {
  if (ids.length === 0) return [];
  const rows = instance.db
    .prepare(`SELECT * FROM notes WHERE id IN (${ids.map(() => '?').join(',')})`)
    .all(...ids) as NoteRow[];
  const visible = ids.flatMap((id) => rows.find((r) => r.id === id && canSee(instance.db, r, viewerId)) ?? []);
  return packNotes(instance, visible, viewerId);
}
