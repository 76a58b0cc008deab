import type { entities } from 'misskey-js';
import type { Page } from '../db/paging';
import { selectPage } from '../db/paging';
import { clientError } from '../errors';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import { findVisibleNote } from './find-note';
import type { NoteRow } from './note-row';
import { packNotes } from './pack-note';

/** Misskey's favourite errors, each with its endpoint's id. */
export const favoriteErrors = {
  noSuchNoteToFavorite: clientError('NO_SUCH_NOTE', '6dd26674-e060-4816-909a-45ba3f4da458', 'No such note.'),
  alreadyFavorited: clientError(
    'ALREADY_FAVORITED',
    'a402c12b-34dd-41d2-97d8-4d2ffd96a1a6',
    'The note has already been marked as a favorite.',
  ),
  noSuchNoteToUnfavorite: clientError('NO_SUCH_NOTE', '80848a2c-398f-4343-baa9-df1d57696c56', 'No such note.'),
  notFavorited: clientError(
    'NOT_FAVORITED',
    'b625fc69-635e-45e9-86f4-dbefbef35af5',
    'You have not marked that note a favorite.',
  ),
};

interface FavoriteRow {
  id: string;
  note_id: string;
  created_at: number;
}

/** Notes a person marked as favourites: private to them, listed newest first. */
export class NoteFavorites {
  constructor(private readonly instance: Instance) {}

  private get db() {
    return this.instance.db;
  }

  has(userId: string, noteId: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM note_favorites WHERE user_id = ? AND note_id = ?').get(userId, noteId) !==
      undefined
    );
  }

  /** Marks a note the user can see; gives the note's author, for Misskey's myNoteFavorited1. */
  add(userId: string, noteId: string): string {
    const note = findVisibleNote(this.db, noteId, userId);
    if (!note) throw favoriteErrors.noSuchNoteToFavorite();
    if (this.has(userId, noteId)) throw favoriteErrors.alreadyFavorited();
    this.db
      .prepare('INSERT INTO note_favorites (id, user_id, note_id, created_at) VALUES (?, ?, ?, ?)')
      .run(genAid(), userId, noteId, Date.now());
    return note.user_id;
  }

  remove(userId: string, noteId: string): void {
    if (!findVisibleNote(this.db, noteId, userId)) throw favoriteErrors.noSuchNoteToUnfavorite();
    if (!this.has(userId, noteId)) throw favoriteErrors.notFavorited();
    this.db.prepare('DELETE FROM note_favorites WHERE user_id = ? AND note_id = ?').run(userId, noteId);
  }

  /** i/favorites: a page of the user's favourites, paged by the favourite's id, as NoteFavorite. */
  page(userId: string, page: Page): entities.NoteFavorite[] {
    const rows = selectPage<FavoriteRow>(
      this.db,
      {
        select: 'SELECT id, note_id, created_at FROM note_favorites',
        where: ['user_id = ?'],
        values: [userId],
        idColumn: 'id',
        dateColumn: 'created_at',
      },
      page,
    );
    const notes = rows.flatMap((r) => {
      const note = this.db.prepare('SELECT * FROM notes WHERE id = ?').get(r.note_id) as NoteRow | undefined;
      return note ? [note] : [];
    });
    const packed = new Map(packNotes(this.instance, notes, userId).map((n) => [n.id, n]));
    return rows.flatMap((r) => {
      const note = packed.get(r.note_id);
      return note ? [{ id: r.id, createdAt: new Date(r.created_at).toISOString(), noteId: r.note_id, note }] : [];
    });
  }
}
