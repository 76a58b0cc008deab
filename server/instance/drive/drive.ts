import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isUploadableType } from '@tessera/mime-patterns';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import { profileOf, type UserRow } from '../users/user-row';
import { driveErrors } from './drive-errors';
import type { DriveFileRow } from './file-row';
import { EXTENSIONS, sniffType } from './file-type';
import { DriveFolders } from './folders';
import { type DerivedImage, deriveImages, type ImageDerivatives } from './image-derivatives';
import { packDriveFile } from './pack-file';
import { typeFilter } from './type-filter';

/** A mebibyte, the unit of Misskey's size policies. */
export const MiB = 1024 * 1024;

/** What an upload brings. */
export interface Upload {
  data: Buffer;
  name: string;
  type: string;
  comment?: string | null;
  isSensitive?: boolean;
  folderId?: string | null;
  force?: boolean;
  /** A file the instance writes itself (an export): the uploadable-type policy is for people's uploads. */
  madeByInstance?: boolean;
}

/** The files made from an image upload (see image-derivatives.ts); none for other files. */
const NO_DERIVATIVES: ImageDerivatives = { properties: {}, blurhash: null, thumbnail: null, webpublic: null };

/** Misskey's rule for a file name: not blank, at most 200 characters, no path parts. */
export function validFileName(name: string): boolean {
  return (
    name.trim().length > 0 && name.length <= 200 && !name.includes('\\') && !name.includes('/') && !name.includes('..')
  );
}

/**
 * Each user's files, stored under the data folder and served back at /files/{key}; an image's
 * thumbnail and public version sit beside it under keys of their own.
 */
export class Drive {
  readonly filesDir: string;
  readonly folders: DriveFolders;

  constructor(private readonly instance: Instance) {
    this.folders = new DriveFolders(instance);
    this.filesDir = join(instance.dataDir, 'files');
    mkdirSync(this.filesDir, { recursive: true });
  }

  /** The SQL condition of a drive list's type filter ('image/*' and the like). */
  readonly typeFilter = typeFilter;
  /** Whether a file name is one Misskey accepts. */
  readonly validFileName = validFileName;

  /** The largest upload a user's policies allow, in bytes. */
  maxFileSize(userId: string): number {
    return this.instance.policiesOf(userId).maxFileSizeMb * MiB;
  }

  /** Stores a person's upload with its thumbnail, public version and blurhash, and tells their streams. */
  async add(user: UserRow, upload: Upload): Promise<DriveFileRow> {
    const type = sniffType(upload.data, upload.type);
    this.check(user, upload, type);
    return this.store(user, upload, await deriveImages(upload.data, type));
  }

  /**
   * Stores a file as it is (exports and seeds call this directly; people's uploads go through
   * `add`). The same bytes already in the drive are answered with that file unless `force`.
   */
  store(user: UserRow, upload: Upload, derived: ImageDerivatives = NO_DERIVATIVES): DriveFileRow {
    const policies = this.instance.policiesOf(user.id);
    const type = sniffType(upload.data, upload.type);
    this.check(user, upload, type);
    const md5 = createHash('md5').update(upload.data).digest('hex');
    if (!upload.force) {
      const same = this.instance.db
        .prepare('SELECT * FROM drive_files WHERE user_id = ? AND md5 = ?')
        .get(user.id, md5) as DriveFileRow | undefined;
      if (same) return same;
    }
    // The name's own extension never reaches the key: only the detected type decides how it is served.
    const key = `${randomUUID()}${EXTENSIONS[type] ?? ''}`;
    const thumbnailKey = derived.thumbnail ? this.write('thumbnail', derived.thumbnail) : null;
    const webpublicKey = derived.webpublic ? this.write('webpublic', derived.webpublic) : null;
    writeFileSync(join(this.filesDir, key), upload.data);
    const id = genAid();
    this.instance.db
      .prepare(
        `INSERT INTO drive_files (id, user_id, created_at, name, type, md5, size, is_sensitive, comment, folder_id,
           blurhash, properties, storage_key, thumbnail_key, webpublic_key, webpublic_type)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        user.id,
        Date.now(),
        upload.name.trim() || 'untitled',
        type,
        md5,
        upload.data.length,
        upload.isSensitive || policies.alwaysMarkNsfw || profileOf(user).alwaysMarkNsfw ? 1 : 0,
        normalizeComment(upload.comment),
        upload.folderId ?? null,
        derived.blurhash,
        JSON.stringify(derived.properties),
        key,
        thumbnailKey,
        webpublicKey,
        derived.webpublic?.type ?? null,
      );
    const row = this.byId(id) as DriveFileRow;
    const packed = packDriveFile(this.instance, row);
    this.instance.events.emit('driveEvent', user.id, 'fileCreated', packed);
    this.instance.events.emit('mainEvent', user.id, 'driveFileCreated', packed);
    return row;
  }

  /** Size, type, capacity and folder, before anything is written. */
  private check(user: UserRow, upload: Upload, type: string): void {
    const policies = this.instance.policiesOf(user.id);
    if (upload.data.length > this.maxFileSize(user.id)) throw driveErrors.tooBig();
    if (!upload.madeByInstance && !isUploadableType(type, policies.uploadableFileTypes)) {
      throw driveErrors.unallowedType();
    }
    if (this.usage(user.id) + upload.data.length > policies.driveCapacityMb * MiB) throw driveErrors.noFreeSpace();
    if (upload.folderId && !this.folders.of(user.id, upload.folderId)) throw driveErrors.noSuchFolder();
  }

  private write(kind: 'thumbnail' | 'webpublic', image: DerivedImage): string {
    const key = `${kind}-${randomUUID()}${EXTENSIONS[image.type]}`;
    writeFileSync(join(this.filesDir, key), image.data);
    return key;
  }

  /** The bytes a user's files take. */
  usage(userId: string): number {
    return (
      this.instance.db.prepare('SELECT COALESCE(SUM(size), 0) AS n FROM drive_files WHERE user_id = ?').get(userId) as {
        n: number;
      }
    ).n;
  }

  /** A stored file's bytes (the original). */
  contents(file: DriveFileRow): Buffer {
    return readFileSync(join(this.filesDir, file.storage_key));
  }

  byId(id: string): DriveFileRow | undefined {
    return this.instance.db.prepare('SELECT * FROM drive_files WHERE id = ?').get(id) as DriveFileRow | undefined;
  }

  /** A file its owner (or staff) may act on. */
  owned(user: UserRow, fileId: string): DriveFileRow {
    const file = this.byId(fileId);
    if (!file) throw driveErrors.noSuchFile();
    if (file.user_id !== user.id && !user.is_admin && !user.is_moderator) throw driveErrors.accessDenied();
    return file;
  }

  /** Renames, describes, marks or moves a file (moving only between its owner's folders). */
  update(
    file: DriveFileRow,
    change: { name?: string; isSensitive?: boolean; comment?: string | null; folderId?: string | null },
  ): DriveFileRow {
    if (change.name !== undefined && !validFileName(change.name)) throw driveErrors.invalidNewName();
    if (change.folderId && !this.folders.of(file.user_id, change.folderId)) throw driveErrors.noSuchFolderToMoveTo();
    this.instance.db
      .prepare('UPDATE drive_files SET name = ?, is_sensitive = ?, comment = ?, folder_id = ? WHERE id = ?')
      .run(
        change.name ?? file.name,
        change.isSensitive === undefined ? file.is_sensitive : change.isSensitive ? 1 : 0,
        change.comment === undefined ? file.comment : normalizeComment(change.comment),
        change.folderId === undefined ? file.folder_id : change.folderId,
        file.id,
      );
    const row = this.byId(file.id) as DriveFileRow;
    this.instance.events.emit('driveEvent', file.user_id, 'fileUpdated', packDriveFile(this.instance, row));
    return row;
  }

  /** Moves some of a user's files into one of their folders (or the root); others' files are left alone. */
  moveMany(user: UserRow, fileIds: readonly string[], folderId: string | null): void {
    if (folderId && !this.folders.of(user.id, folderId)) throw driveErrors.noSuchFolderToMoveTo();
    this.instance.atomically(() => {
      for (const id of fileIds) {
        const file = this.byId(id);
        if (file?.user_id === user.id) this.update(file, { folderId });
      }
    });
  }

  /**
   * What Misskey's admin/drive/cleanup removes, files no account owns any more: here the files of
   * deleted accounts (their erasing may not have run yet), and stored bytes no file refers to
   * (left by an upload that failed halfway). Answers how many of each went.
   */
  cleanUp(): { files: number; orphans: number } {
    const db = this.instance.db;
    const ownerless = db
      .prepare('SELECT f.* FROM drive_files f JOIN users u ON u.id = f.user_id WHERE u.is_deleted = 1')
      .all() as DriveFileRow[];
    for (const file of ownerless) this.delete(file);
    const keys = new Set<string>();
    for (const row of db.prepare('SELECT storage_key, thumbnail_key, webpublic_key FROM drive_files').all() as {
      storage_key: string;
      thumbnail_key: string | null;
      webpublic_key: string | null;
    }[]) {
      for (const key of [row.storage_key, row.thumbnail_key, row.webpublic_key]) if (key) keys.add(key);
    }
    let orphans = 0;
    for (const name of readdirSync(this.filesDir)) {
      if (keys.has(name)) continue;
      rmSync(join(this.filesDir, name), { force: true, recursive: true });
      orphans++;
    }
    return { files: ownerless.length, orphans };
  }

  /** Removes every stored file (the test-only reset). */
  clear(): void {
    rmSync(this.filesDir, { recursive: true, force: true });
    mkdirSync(this.filesDir, { recursive: true });
  }

  delete(file: DriveFileRow): void {
    this.instance.db.prepare('DELETE FROM drive_files WHERE id = ?').run(file.id);
    for (const key of [file.storage_key, file.thumbnail_key, file.webpublic_key]) {
      if (!key) continue;
      try {
        unlinkSync(join(this.filesDir, key));
      } catch {
        // already gone: nothing to undo
      }
    }
    this.instance.events.emit('driveEvent', file.user_id, 'fileDeleted', file.id);
  }
}

/** Misskey keeps descriptions up to 512 characters. */
function normalizeComment(comment: string | null | undefined): string | null {
  if (comment === undefined || comment === null) return null;
  const trimmed = comment.trim();
  return trimmed === '' ? null : trimmed.slice(0, 512);
}
