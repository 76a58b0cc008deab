import type { entities } from 'misskey-js';
import type { Page } from '../db/paging';
import { selectPage } from '../db/paging';
import { aidTime, genAid } from '../ids';
import type { Instance } from '../instance';
import { LikeTable } from '../likes/like-table';
import { packUserLiteById } from '../users/pack-user';
import { flashErrors } from './flash-errors';

/** A flashes row as stored (Misskey calls a Play a flash). */
export interface FlashRow {
  id: string;
  user_id: string;
  updated_at: number;
  title: string;
  summary: string;
  script: string;
  /** A JSON array of permission names the Play asks for. */
  permissions: string;
  visibility: 'public' | 'private';
  liked_count: number;
}

/** What a Play is made of. */
export interface FlashFields {
  title: string;
  summary: string;
  script: string;
  permissions: string[];
  visibility: 'public' | 'private';
}

/**
 * Play (Misskey's flash): AiScript programs people publish with a title and summary, public or
 * private to their author, that others run and like.
 */
export class Flashes {
  private readonly likeTable = new LikeTable(() => this.instance.db, {
    likes: 'flash_likes',
    target: 'flash_id',
    things: 'flashes',
  });

  constructor(private readonly instance: Instance) {}

  private get db() {
    return this.instance.db;
  }

  byId(flashId: string): FlashRow | undefined {
    return this.db.prepare('SELECT * FROM flashes WHERE id = ?').get(flashId) as FlashRow | undefined;
  }

  /** The Play if the viewer may see it: public, or the viewer's own. */
  readable(viewerId: string | null, flashId: string): FlashRow | undefined {
    const flash = this.byId(flashId);
    return flash && (flash.visibility === 'public' || flash.user_id === viewerId) ? flash : undefined;
  }

  create(userId: string, fields: FlashFields): FlashRow {
    const id = genAid();
    this.db
      .prepare(
        'INSERT INTO flashes (id, user_id, updated_at, title, summary, script, permissions, visibility) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        id,
        userId,
        Date.now(),
        fields.title,
        fields.summary,
        fields.script,
        JSON.stringify(fields.permissions),
        fields.visibility,
      );
    return this.byId(id) as FlashRow;
  }

  /** Changes the owner's Play; fields left out stay. */
  update(userId: string, flashId: string, change: Partial<FlashFields>): void {
    const flash = this.byId(flashId);
    if (!flash) throw flashErrors.noSuchFlashToUpdate();
    if (flash.user_id !== userId) throw flashErrors.accessDeniedToUpdate();
    this.db
      .prepare(
        'UPDATE flashes SET updated_at = ?, title = ?, summary = ?, script = ?, permissions = ?, visibility = ? WHERE id = ?',
      )
      .run(
        Date.now(),
        change.title ?? flash.title,
        change.summary ?? flash.summary,
        change.script ?? flash.script,
        change.permissions ? JSON.stringify(change.permissions) : flash.permissions,
        change.visibility ?? flash.visibility,
        flash.id,
      );
  }

  delete(userId: string, flashId: string): void {
    const flash = this.byId(flashId);
    if (!flash) throw flashErrors.noSuchFlashToDelete();
    if (flash.user_id !== userId) throw flashErrors.accessDeniedToDelete();
    this.db.prepare('DELETE FROM flashes WHERE id = ?').run(flash.id);
  }

  isLiked(flashId: string, userId: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM flash_likes WHERE flash_id = ? AND user_id = ?').get(flashId, userId) !== undefined
    );
  }

  like(userId: string, flashId: string): void {
    const flash = this.readable(userId, flashId);
    if (!flash) throw flashErrors.noSuchFlashToLike();
    if (flash.user_id === userId) throw flashErrors.yourFlash();
    if (this.isLiked(flash.id, userId)) throw flashErrors.alreadyLiked();
    this.likeTable.add(flash.id, userId);
  }

  unlike(userId: string, flashId: string): void {
    const flash = this.readable(userId, flashId);
    if (!flash) throw flashErrors.noSuchFlashToUnlike();
    if (!this.isLiked(flash.id, userId)) throw flashErrors.notLiked();
    this.likeTable.remove(flash.id, userId);
  }

  /** A page of Plays, newest first, by a condition. */
  page(where: readonly string[], values: readonly unknown[], page: Page): FlashRow[] {
    return selectPage<FlashRow>(this.db, { select: 'SELECT * FROM flashes', where, values, idColumn: 'id' }, page);
  }

  /** The most liked public Plays (those liked at all), as Misskey's featured list. */
  featured(offset: number, limit: number): FlashRow[] {
    return this.db
      .prepare(
        "SELECT * FROM flashes WHERE visibility = 'public' AND liked_count > 0 ORDER BY liked_count DESC, id DESC LIMIT ? OFFSET ?",
      )
      .all(limit, offset) as FlashRow[];
  }

  /** A page of the viewer's likes, newest like first, with the Plays they may still see. */
  likes(userId: string, page: Page): { id: string; flash: FlashRow }[] {
    return this.likeTable
      .page<FlashRow>(userId, "(t.visibility = 'public' OR t.user_id = ?)", [userId], page)
      .map(({ id, thing }) => ({ id, flash: thing }));
  }

  /** A Play as misskey-js's Flash, for a viewer (isLiked only for a signed-in one). */
  pack(flash: FlashRow, viewerId: string | null): entities.Flash {
    return {
      id: flash.id,
      createdAt: new Date(aidTime(flash.id)).toISOString(),
      updatedAt: new Date(flash.updated_at).toISOString(),
      userId: flash.user_id,
      user: packUserLiteById(this.instance, flash.user_id),
      title: flash.title,
      summary: flash.summary,
      script: flash.script,
      visibility: flash.visibility,
      likedCount: flash.liked_count,
      ...(viewerId ? { isLiked: this.isLiked(flash.id, viewerId) } : {}),
    };
  }
}
