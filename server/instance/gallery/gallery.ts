import type { entities } from 'misskey-js';
import type { Page } from '../db/paging';
import { selectPage } from '../db/paging';
import { packDriveFiles } from '../drive/pack-file';
import { apiErrors } from '../errors';
import { aidTime, genAid } from '../ids';
import type { Instance } from '../instance';
import { LikeTable } from '../likes/like-table';
import { packUserLiteById } from '../users/pack-user';
import { galleryErrors } from './gallery-errors';

/** A gallery_posts row as stored. */
export interface GalleryPostRow {
  id: string;
  user_id: string;
  updated_at: number;
  title: string;
  description: string | null;
  file_ids: string;
  is_sensitive: number;
  liked_count: number;
}

/** What a gallery post is made of. */
export interface GalleryFields {
  title: string;
  description: string | null;
  fileIds: string[];
  isSensitive: boolean;
}

/** How long a post counts for the featured list, as Misskey's ranking window. */
const FEATURED_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The gallery: posts of a few of one's drive files with a title, description and sensitive flag,
 * which others like. The featured list ranks recent ones by likes, the popular one all of them.
 */
export class Gallery {
  private readonly likeTable = new LikeTable(() => this.instance.db, {
    likes: 'gallery_likes',
    target: 'post_id',
    things: 'gallery_posts',
  });

  constructor(private readonly instance: Instance) {}

  private get db() {
    return this.instance.db;
  }

  byId(postId: string): GalleryPostRow | undefined {
    return this.db.prepare('SELECT * FROM gallery_posts WHERE id = ?').get(postId) as GalleryPostRow | undefined;
  }

  /** The ids of the given files that are the user's own, in order; none is refused. */
  private ownFiles(userId: string, fileIds: readonly string[]): string[] {
    const own = fileIds.filter(
      (id) => this.db.prepare('SELECT 1 FROM drive_files WHERE id = ? AND user_id = ?').get(id, userId) !== undefined,
    );
    if (own.length === 0) throw apiErrors.invalidParam({ param: 'fileIds', reason: 'none of these files is yours' });
    return own;
  }

  create(userId: string, fields: GalleryFields): GalleryPostRow {
    const fileIds = this.ownFiles(userId, fields.fileIds);
    const id = genAid();
    this.db
      .prepare(
        'INSERT INTO gallery_posts (id, user_id, updated_at, title, description, file_ids, is_sensitive) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        id,
        userId,
        Date.now(),
        fields.title,
        fields.description,
        JSON.stringify(fileIds),
        fields.isSensitive ? 1 : 0,
      );
    return this.byId(id) as GalleryPostRow;
  }

  /** Changes the owner's post; fields left out stay. */
  update(userId: string, postId: string, change: Partial<GalleryFields>): GalleryPostRow {
    const post = this.byId(postId);
    if (!post || post.user_id !== userId)
      throw apiErrors.invalidParam({ param: 'postId', reason: 'no such post of yours' });
    const fileIds = change.fileIds ? JSON.stringify(this.ownFiles(userId, change.fileIds)) : post.file_ids;
    this.db
      .prepare(
        'UPDATE gallery_posts SET updated_at = ?, title = ?, description = ?, file_ids = ?, is_sensitive = ? WHERE id = ?',
      )
      .run(
        Date.now(),
        change.title ?? post.title,
        change.description === undefined ? post.description : change.description,
        fileIds,
        change.isSensitive === undefined ? post.is_sensitive : change.isSensitive ? 1 : 0,
        post.id,
      );
    return this.byId(post.id) as GalleryPostRow;
  }

  delete(userId: string, postId: string): void {
    const post = this.byId(postId);
    if (!post || post.user_id !== userId) throw galleryErrors.noSuchPostToDelete();
    this.db.prepare('DELETE FROM gallery_posts WHERE id = ?').run(post.id);
  }

  isLiked(postId: string, userId: string): boolean {
    return this.likeTable.isLiked(postId, userId);
  }

  like(userId: string, postId: string): void {
    const post = this.byId(postId);
    if (!post) throw galleryErrors.noSuchPostToLike();
    if (post.user_id === userId) throw galleryErrors.yourPost();
    if (this.isLiked(post.id, userId)) throw galleryErrors.alreadyLiked();
    this.likeTable.add(post.id, userId);
  }

  unlike(userId: string, postId: string): void {
    const post = this.byId(postId);
    if (!post) throw galleryErrors.noSuchPostToUnlike();
    if (!this.isLiked(post.id, userId)) throw galleryErrors.notLiked();
    this.likeTable.remove(post.id, userId);
  }

  /** A page of posts, newest first, by a condition. */
  page(where: readonly string[], values: readonly unknown[], page: Page): GalleryPostRow[] {
    return selectPage<GalleryPostRow>(
      this.db,
      { select: 'SELECT * FROM gallery_posts', where, values, idColumn: 'id' },
      page,
    );
  }

  /** Recent posts people liked, most liked first (Misskey's featured gallery). */
  featured(limit: number, untilId: string | undefined): GalleryPostRow[] {
    const since = Date.now() - FEATURED_WINDOW_MS;
    return (
      this.db
        .prepare(
          `SELECT * FROM gallery_posts WHERE liked_count > 0 ${untilId ? 'AND id < ?' : ''} ORDER BY liked_count DESC, id DESC`,
        )
        .all(...(untilId ? [untilId] : [])) as GalleryPostRow[]
    )
      .filter((post) => aidTime(post.id) > since)
      .slice(0, limit);
  }

  /** The most liked posts of all time (Misskey's popular gallery: ten). */
  popular(): GalleryPostRow[] {
    return this.db
      .prepare('SELECT * FROM gallery_posts WHERE liked_count > 0 ORDER BY liked_count DESC, id DESC LIMIT 10')
      .all() as GalleryPostRow[];
  }

  /** A page of the user's likes, newest like first. */
  likes(userId: string, page: Page): { id: string; post: GalleryPostRow }[] {
    return this.likeTable.page<GalleryPostRow>(userId, '1 = 1', [], page).map(({ id, thing }) => ({ id, post: thing }));
  }

  /** A post as misskey-js's GalleryPost, for a viewer (isLiked only for a signed-in one). */
  pack(post: GalleryPostRow, viewerId: string | null): entities.GalleryPost {
    const fileIds = JSON.parse(post.file_ids) as string[];
    return {
      id: post.id,
      createdAt: new Date(aidTime(post.id)).toISOString(),
      updatedAt: new Date(post.updated_at).toISOString(),
      userId: post.user_id,
      user: packUserLiteById(this.instance, post.user_id),
      title: post.title,
      description: post.description,
      fileIds,
      files: packDriveFiles(this.instance, fileIds),
      tags: [],
      isSensitive: post.is_sensitive === 1,
      likedCount: post.liked_count,
      ...(viewerId ? { isLiked: this.isLiked(post.id, viewerId) } : {}),
    };
  }
}
