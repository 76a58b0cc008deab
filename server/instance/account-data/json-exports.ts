import type { entities } from 'misskey-js';
import { aidTime } from '../ids';
import type { NoteRow } from '../notes/note-row';
import { packNotes } from '../notes/pack-note';
import type { Services } from '../services';
import type { UserRow } from '../users/user-row';

/** Every note of the user, oldest first, in the shape of Misskey's notes export. */
export function notesExport({ instance }: Services, user: UserRow) {
  const rows = instance.db.prepare('SELECT * FROM notes WHERE user_id = ? ORDER BY id').all(user.id) as NoteRow[];
  return packNotes(instance, rows, user.id).map((note) => ({ ...noteFields(note), files: note.files ?? [] }));
}

/** What every export of Misskey's writes of a note itself. */
function noteFields(note: entities.Note) {
  return {
    id: note.id,
    text: note.text,
    createdAt: note.createdAt,
    fileIds: note.fileIds ?? [],
    replyId: note.replyId ?? null,
    renoteId: note.renoteId ?? null,
    poll: note.poll ?? null,
    cw: note.cw ?? null,
    visibility: note.visibility,
    visibleUserIds: note.visibleUserIds ?? [],
    localOnly: note.localOnly ?? false,
    reactionAcceptance: note.reactionAcceptance,
  };
}

/**
 * A note as Misskey's favorites and clips exports write it: the note with its author's
 * id, name, username, host and uri (local notes and accounts have no uri nor url).
 */
function exportedNote(note: entities.Note) {
  return {
    ...noteFields(note),
    uri: note.uri ?? null,
    url: note.url ?? null,
    user: { id: note.user.id, name: note.user.name, username: note.user.username, host: note.user.host, uri: null },
  };
}

/** Packs note rows by id, for the exports that hold notes of others. */
function notesById({ instance }: Services, user: UserRow, noteIds: string[]): Map<string, entities.Note> {
  if (noteIds.length === 0) return new Map();
  const rows = instance.db
    .prepare(`SELECT * FROM notes WHERE id IN (${noteIds.map(() => '?').join(',')})`)
    .all(...noteIds) as NoteRow[];
  return new Map(packNotes(instance, rows, user.id).map((n) => [n.id, n]));
}

/** The user's favourite notes, oldest favourite first, as Misskey's favorites export. */
export function favoritesExport(services: Services, user: UserRow) {
  const favorites = services.instance.db
    .prepare('SELECT id, note_id, created_at FROM note_favorites WHERE user_id = ? ORDER BY id')
    .all(user.id) as { id: string; note_id: string; created_at: number }[];
  const notes = notesById(
    services,
    user,
    favorites.map((f) => f.note_id),
  );
  return favorites.flatMap((f) => {
    const note = notes.get(f.note_id);
    return note ? [{ id: f.id, createdAt: new Date(f.created_at).toISOString(), note: exportedNote(note) }] : [];
  });
}

/** The user's clips with their notes, oldest first, as Misskey's clips export. */
export function clipsExport(services: Services, user: UserRow) {
  const db = services.instance.db;
  const clips = db
    .prepare('SELECT id, name, description, created_at, last_clipped_at FROM clips WHERE user_id = ? ORDER BY id')
    .all(user.id) as {
    id: string;
    name: string;
    description: string | null;
    created_at: number;
    last_clipped_at: number | null;
  }[];
  return clips.map((clip) => {
    // clip_notes keeps no date of its own: the clip note's id is an aid, whose time Misskey reports.
    const entries = db.prepare('SELECT id, note_id FROM clip_notes WHERE clip_id = ? ORDER BY id').all(clip.id) as {
      id: string;
      note_id: string;
    }[];
    const notes = notesById(
      services,
      user,
      entries.map((e) => e.note_id),
    );
    return {
      id: clip.id,
      name: clip.name,
      description: clip.description,
      lastClippedAt: clip.last_clipped_at === null ? undefined : new Date(clip.last_clipped_at).toISOString(),
      clipNotes: entries.flatMap((entry) => {
        const note = notes.get(entry.note_id);
        return note
          ? [{ id: entry.id, createdAt: new Date(aidTime(entry.id)).toISOString(), note: exportedNote(note) }]
          : [];
      }),
    };
  });
}

/**
 * The user's antennas, as Misskey's antennas export: their settings, and for an antenna on a
 * list the accounts on that list (userListAccts), since the list itself is not carried over.
 */
export function antennasExport(services: Services, user: UserRow) {
  const host = services.instance.host();
  return services.antennas.ofUser(user.id).map((row) => {
    const a = services.antennas.pack(row);
    const members =
      row.user_list_id === null
        ? null
        : services.lists.memberIds(row.user_list_id).flatMap((id) => {
            const member = services.users.byId(id);
            return member ? [`${member.username}@${host}`] : [];
          });
    return {
      name: a.name,
      src: a.src,
      keywords: a.keywords,
      excludeKeywords: a.excludeKeywords,
      users: a.users,
      userListAccts: members,
      caseSensitive: a.caseSensitive,
      localOnly: a.localOnly,
      excludeBots: a.excludeBots,
      withReplies: a.withReplies,
      withFile: a.withFile,
      excludeNotesInSensitiveChannel: a.excludeNotesInSensitiveChannel,
    };
  });
}
