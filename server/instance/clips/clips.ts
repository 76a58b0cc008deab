import type { entities } from 'misskey-js';
import type { Page } from '../db/paging';
import { selectPage } from '../db/paging';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import { findVisibleNote } from '../notes/find-note';
import type { NoteRow } from '../notes/note-row';
import { pageNotes } from '../notes/queries';
import { unmutedSql } from '../users/mutes-blocks';
import { packUserLiteById } from '../users/pack-user';
import { clipErrors } from './clip-errors';

/** A clips row as stored. */
export interface ClipRow {
  id: string;
  user_id: string;
  created_at: number;
  last_clipped_at: number | null;
  name: string;
  description: string | null;
  is_public: number;
}

/**
 * Clips: named collections of notes a person keeps, private or public; others may favourite a
 * public clip. A note is in a clip once; the role's clipLimit and noteEachClipsLimit bound them.
 */
export class Clips {
  constructor(private readonly instance: Instance) {}

  private get db() {
    return this.instance.db;
  }

  byId(clipId: string): ClipRow | undefined {
    return this.db.prepare('SELECT * FROM clips WHERE id = ?').get(clipId) as ClipRow | undefined;
  }

  /** The clip if the user owns it. */
  owned(userId: string, clipId: string): ClipRow | undefined {
    const clip = this.byId(clipId);
    return clip?.user_id === userId ? clip : undefined;
  }

  /** The clip if it is public or the viewer owns it. */
  readable(viewerId: string | null, clipId: string): ClipRow | undefined {
    const clip = this.byId(clipId);
    return clip && (clip.is_public === 1 || clip.user_id === viewerId) ? clip : undefined;
  }

  create(userId: string, fields: { name: string; isPublic: boolean; description: string | null }): ClipRow {
    const count = (this.db.prepare('SELECT COUNT(*) AS n FROM clips WHERE user_id = ?').get(userId) as { n: number }).n;
    if (count >= this.instance.policiesOf(userId).clipLimit) throw clipErrors.tooManyClips();
    const id = genAid();
    this.db
      .prepare(
        'INSERT INTO clips (id, user_id, created_at, last_clipped_at, name, description, is_public) VALUES (?, ?, ?, NULL, ?, ?, ?)',
      )
      .run(id, userId, Date.now(), fields.name, fields.description, fields.isPublic ? 1 : 0);
    return this.byId(id) as ClipRow;
  }

  update(clip: ClipRow, change: { name?: string; isPublic?: boolean; description?: string | null }): ClipRow {
    this.db
      .prepare('UPDATE clips SET name = ?, is_public = ?, description = ? WHERE id = ?')
      .run(
        change.name ?? clip.name,
        change.isPublic === undefined ? clip.is_public : change.isPublic ? 1 : 0,
        change.description === undefined ? clip.description : change.description,
        clip.id,
      );
    return this.byId(clip.id) as ClipRow;
  }

  delete(clip: ClipRow): void {
    this.db.prepare('DELETE FROM clips WHERE id = ?').run(clip.id);
  }

  /** Puts a note the owner can see into their clip, within noteEachClipsLimit. */
  addNote(userId: string, clipId: string, noteId: string): void {
    const clip = this.owned(userId, clipId);
    if (!clip) throw clipErrors.noSuchClipToAdd();
    if (!findVisibleNote(this.db, noteId, userId)) throw clipErrors.noSuchNoteToAdd();
    if (this.db.prepare('SELECT 1 FROM clip_notes WHERE clip_id = ? AND note_id = ?').get(clip.id, noteId)) {
      throw clipErrors.alreadyClipped();
    }
    if (this.notesCount(clip.id) >= this.instance.policiesOf(userId).noteEachClipsLimit) {
      throw clipErrors.tooManyClipNotes();
    }
    this.db.prepare('INSERT INTO clip_notes (id, clip_id, note_id) VALUES (?, ?, ?)').run(genAid(), clip.id, noteId);
    this.db.prepare('UPDATE clips SET last_clipped_at = ? WHERE id = ?').run(Date.now(), clip.id);
  }

  removeNote(userId: string, clipId: string, noteId: string): void {
    const clip = this.owned(userId, clipId);
    if (!clip) throw clipErrors.noSuchClipToRemove();
    if (!findVisibleNote(this.db, noteId, userId)) throw clipErrors.noSuchNoteToRemove();
    this.db.prepare('DELETE FROM clip_notes WHERE clip_id = ? AND note_id = ?').run(clip.id, noteId);
  }

  notesCount(clipId: string): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM clip_notes WHERE clip_id = ?').get(clipId) as { n: number }).n;
  }

  /** A page of a clip's notes the viewer can see, newest note first; `search` matches their text. */
  notes(clip: ClipRow, viewerId: string | null, page: Page, search: string | null): NoteRow[] {
    const where = ['n.id IN (SELECT note_id FROM clip_notes WHERE clip_id = ?)'];
    const values: unknown[] = [clip.id];
    if (viewerId) {
      const unmuted = unmutedSql(viewerId);
      where.push(unmuted.sql);
      values.push(...unmuted.params);
    }
    if (search) {
      where.push("(n.text LIKE ? ESCAPE '\\' OR n.cw LIKE ? ESCAPE '\\')");
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      values.push(pattern, pattern);
    }
    return pageNotes(this.db, where, values, page, viewerId);
  }

  /** A page of clips, newest first, by an owner condition. */
  page(where: string, values: unknown[], page: Page): ClipRow[] {
    return selectPage<ClipRow>(
      this.db,
      { select: 'SELECT * FROM clips', where: [where], values, idColumn: 'id', dateColumn: 'created_at' },
      page,
    );
  }

  /** The public clips that hold a note (Misskey lists no private ones, not even the viewer's). */
  containing(noteId: string): ClipRow[] {
    return this.db
      .prepare(
        'SELECT c.* FROM clips c JOIN clip_notes cn ON cn.clip_id = c.id WHERE cn.note_id = ? AND c.is_public = 1 ORDER BY c.id DESC',
      )
      .all(noteId) as ClipRow[];
  }

  favorited(viewerId: string): ClipRow[] {
    return this.db
      .prepare(
        'SELECT c.* FROM clips c JOIN clip_favorites f ON f.clip_id = c.id WHERE f.user_id = ? AND (c.is_public = 1 OR c.user_id = ?) ORDER BY f.id DESC',
      )
      .all(viewerId, viewerId) as ClipRow[];
  }

  isFavorited(clipId: string, userId: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM clip_favorites WHERE clip_id = ? AND user_id = ?').get(clipId, userId) !==
      undefined
    );
  }

  favorite(userId: string, clipId: string): void {
    const clip = this.readable(userId, clipId);
    if (!clip) throw clipErrors.noSuchClipToFavorite();
    if (this.isFavorited(clip.id, userId)) throw clipErrors.alreadyFavorited();
    this.db
      .prepare('INSERT INTO clip_favorites (id, clip_id, user_id, created_at) VALUES (?, ?, ?, ?)')
      .run(genAid(), clip.id, userId, Date.now());
  }

  unfavorite(userId: string, clipId: string): void {
    const clip = this.readable(userId, clipId);
    if (!clip) throw clipErrors.noSuchClipToUnfavorite();
    if (!this.isFavorited(clip.id, userId)) throw clipErrors.notFavorited();
    this.db.prepare('DELETE FROM clip_favorites WHERE clip_id = ? AND user_id = ?').run(clip.id, userId);
  }

  /** A clip as misskey-js's Clip, for a viewer (isFavorited only for a signed-in one). */
  pack(clip: ClipRow, viewerId: string | null): entities.Clip {
    const favoritedCount = (
      this.db.prepare('SELECT COUNT(*) AS n FROM clip_favorites WHERE clip_id = ?').get(clip.id) as { n: number }
    ).n;
    return {
      id: clip.id,
      createdAt: new Date(clip.created_at).toISOString(),
      lastClippedAt: clip.last_clipped_at === null ? null : new Date(clip.last_clipped_at).toISOString(),
      userId: clip.user_id,
      user: packUserLiteById(this.instance, clip.user_id),
      name: clip.name,
      description: clip.description,
      isPublic: clip.is_public === 1,
      favoritedCount,
      ...(viewerId ? { isFavorited: this.isFavorited(clip.id, viewerId) } : {}),
      notesCount: this.notesCount(clip.id),
    };
  }
}
