import type { entities } from 'misskey-js';
import type { Page as PageRequest } from '../db/paging';
import { selectPage } from '../db/paging';
import type { DriveFileRow } from '../drive/file-row';
import { packDriveFile, packDriveFiles } from '../drive/pack-file';
import { aidTime, genAid } from '../ids';
import type { Instance } from '../instance';
import { LikeTable } from '../likes/like-table';
import { packUserLiteById } from '../users/pack-user';
import { pageErrors } from './page-errors';

/** A pages row as stored. */
export interface PageRow {
  id: string;
  user_id: string;
  updated_at: number;
  title: string;
  name: string;
  summary: string | null;
  content: string;
  variables: string;
  script: string;
  eye_catching_image_id: string | null;
  font: 'serif' | 'sans-serif';
  align_center: number;
  hide_title_when_pinned: number;
  liked_count: number;
}

/** What a page is written with. */
export interface PageFields {
  title: string;
  name: string;
  summary: string | null;
  content: Record<string, unknown>[];
  variables: Record<string, unknown>[];
  script: string;
  eyeCatchingImageId: string | null;
  font: 'serif' | 'sans-serif';
  alignCenter: boolean;
  hideTitleWhenPinned: boolean;
}

/** The drive files a page's image blocks show, sections included. */
function imageFileIds(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block) => {
    const { type, fileId, children } = (typeof block === 'object' && block !== null ? block : {}) as Record<
      string,
      unknown
    >;
    if (type === 'image' && typeof fileId === 'string') return [fileId];
    return type === 'section' ? imageFileIds(children) : [];
  });
}

/**
 * Pages: documents of blocks (text with MFM, sections, images from the drive, embedded notes)
 * at /@{username}/pages/{name}, with a title, summary, eye-catching image and likes.
 */
export class Pages {
  private readonly likeTable = new LikeTable(() => this.instance.db, {
    likes: 'page_likes',
    target: 'page_id',
    things: 'pages',
  });

  constructor(private readonly instance: Instance) {}

  private get db() {
    return this.instance.db;
  }

  byId(pageId: string): PageRow | undefined {
    return this.db.prepare('SELECT * FROM pages WHERE id = ?').get(pageId) as PageRow | undefined;
  }

  byName(userId: string, name: string): PageRow | undefined {
    return this.db.prepare('SELECT * FROM pages WHERE user_id = ? AND name = ?').get(userId, name) as
      | PageRow
      | undefined;
  }

  private ownFile(userId: string, fileId: string): boolean {
    return this.db.prepare('SELECT 1 FROM drive_files WHERE id = ? AND user_id = ?').get(fileId, userId) !== undefined;
  }

  create(userId: string, fields: PageFields): PageRow {
    if (fields.eyeCatchingImageId && !this.ownFile(userId, fields.eyeCatchingImageId))
      throw pageErrors.create.noSuchFile();
    if (this.byName(userId, fields.name)) throw pageErrors.create.nameExists();
    const id = genAid();
    this.db
      .prepare(
        `INSERT INTO pages (id, user_id, updated_at, title, name, summary, content, variables, script,
          eye_catching_image_id, font, align_center, hide_title_when_pinned) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        userId,
        Date.now(),
        fields.title,
        fields.name,
        fields.summary,
        JSON.stringify(fields.content),
        JSON.stringify(fields.variables),
        fields.script,
        fields.eyeCatchingImageId,
        fields.font,
        fields.alignCenter ? 1 : 0,
        fields.hideTitleWhenPinned ? 1 : 0,
      );
    return this.byId(id) as PageRow;
  }

  /** Changes the owner's page; fields left out stay. */
  update(userId: string, pageId: string, change: Partial<PageFields>): void {
    const page = this.byId(pageId);
    if (!page) throw pageErrors.update.noSuchPage();
    if (page.user_id !== userId) throw pageErrors.update.accessDenied();
    if (change.eyeCatchingImageId && !this.ownFile(userId, change.eyeCatchingImageId))
      throw pageErrors.update.noSuchFile();
    if (change.name !== undefined) {
      const other = this.byName(userId, change.name);
      if (other && other.id !== page.id) throw pageErrors.update.nameExists();
    }
    const pick = <T>(value: T | undefined, stored: T) => (value === undefined ? stored : value);
    this.db
      .prepare(
        `UPDATE pages SET updated_at = ?, title = ?, name = ?, summary = ?, content = ?, variables = ?, script = ?,
          eye_catching_image_id = ?, font = ?, align_center = ?, hide_title_when_pinned = ? WHERE id = ?`,
      )
      .run(
        Date.now(),
        pick(change.title, page.title),
        pick(change.name, page.name),
        pick(change.summary, page.summary),
        change.content ? JSON.stringify(change.content) : page.content,
        change.variables ? JSON.stringify(change.variables) : page.variables,
        pick(change.script, page.script),
        pick(change.eyeCatchingImageId, page.eye_catching_image_id),
        pick(change.font, page.font),
        change.alignCenter === undefined ? page.align_center : change.alignCenter ? 1 : 0,
        change.hideTitleWhenPinned === undefined ? page.hide_title_when_pinned : change.hideTitleWhenPinned ? 1 : 0,
        page.id,
      );
  }

  delete(userId: string, pageId: string): void {
    const page = this.byId(pageId);
    if (!page) throw pageErrors.delete.noSuchPage();
    if (page.user_id !== userId) throw pageErrors.delete.accessDenied();
    this.db.prepare('DELETE FROM pages WHERE id = ?').run(page.id);
  }

  isLiked(pageId: string, userId: string): boolean {
    return this.likeTable.isLiked(pageId, userId);
  }

  like(userId: string, pageId: string): void {
    const page = this.byId(pageId);
    if (!page) throw pageErrors.like.noSuchPage();
    if (page.user_id === userId) throw pageErrors.like.yourPage();
    if (this.isLiked(page.id, userId)) throw pageErrors.like.alreadyLiked();
    this.likeTable.add(page.id, userId);
  }

  unlike(userId: string, pageId: string): void {
    const page = this.byId(pageId);
    if (!page) throw pageErrors.unlike.noSuchPage();
    if (!this.isLiked(page.id, userId)) throw pageErrors.unlike.notLiked();
    this.likeTable.remove(page.id, userId);
  }

  /** A page of pages, newest first, by a condition. */
  page(where: readonly string[], values: readonly unknown[], page: PageRequest): PageRow[] {
    return selectPage<PageRow>(this.db, { select: 'SELECT * FROM pages', where, values, idColumn: 'id' }, page);
  }

  /** The ten most liked pages. */
  featured(): PageRow[] {
    return this.db
      .prepare('SELECT * FROM pages WHERE liked_count > 0 ORDER BY liked_count DESC, id DESC LIMIT 10')
      .all() as PageRow[];
  }

  likes(userId: string, page: PageRequest): { id: string; page: PageRow }[] {
    return this.likeTable.page<PageRow>(userId, '1 = 1', [], page).map(({ id, thing }) => ({ id, page: thing }));
  }

  /** A page as misskey-js's Page, for a viewer (isLiked only for a signed-in one). */
  pack(page: PageRow, viewerId: string | null): entities.Page {
    const content = JSON.parse(page.content) as entities.Page['content'];
    const eyeCatching = page.eye_catching_image_id
      ? (this.db.prepare('SELECT * FROM drive_files WHERE id = ?').get(page.eye_catching_image_id) as
          | DriveFileRow
          | undefined)
      : undefined;
    return {
      id: page.id,
      createdAt: new Date(aidTime(page.id)).toISOString(),
      updatedAt: new Date(page.updated_at).toISOString(),
      userId: page.user_id,
      user: packUserLiteById(this.instance, page.user_id),
      content,
      variables: JSON.parse(page.variables) as entities.Page['variables'],
      title: page.title,
      name: page.name,
      summary: page.summary,
      hideTitleWhenPinned: page.hide_title_when_pinned === 1,
      alignCenter: page.align_center === 1,
      font: page.font,
      script: page.script,
      eyeCatchingImageId: page.eye_catching_image_id,
      eyeCatchingImage: eyeCatching ? packDriveFile(this.instance, eyeCatching) : null,
      attachedFiles: packDriveFiles(this.instance, imageFileIds(content)),
      likedCount: page.liked_count,
      ...(viewerId ? { isLiked: this.isLiked(page.id, viewerId) } : {}),
    };
  }
}
