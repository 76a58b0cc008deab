import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { clientError } from '../api/errors';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import { profileOf, type UserRow } from '../users/user-row';
import type { DriveFileRow } from './file-row';

/** Misskey's drive errors (the ids its web client keys its messages to). */
export const driveErrors = {
  inappropriate: clientError(
    'INAPPROPRIATE',
    'bec5bd69-fba3-43c9-b4fb-2894b66ad5d2',
    'Cannot upload the file because it has been determined that it possibly contains inappropriate content.',
  ),
  noFreeSpace: clientError(
    'NO_FREE_SPACE',
    'd08dbc37-a6a9-463a-8c47-96c32ab5f064',
    'Cannot upload the file because you have no free space of drive.',
  ),
  tooBig: clientError(
    'MAX_FILE_SIZE_EXCEEDED',
    'b9d8c348-33f0-4673-b9a9-5d4da058977a',
    'Cannot upload the file because it exceeds the maximum file size.',
    413,
  ),
  unallowedType: clientError(
    'UNALLOWED_FILE_TYPE',
    '4becd248-7f2c-48c4-a9f0-75edc4f9a1ea',
    'Cannot upload the file because it is an unallowed file type.',
  ),
  invalidName: clientError('INVALID_FILE_NAME', 'f449b209-0c60-4e51-84d5-29486263bfd4', 'Invalid file name.'),
  noSuchFolder: clientError('NO_SUCH_FOLDER', '31ca6cdb-44f7-4b9d-bf03-4c8067dd7a1a', 'No such folder.'),
  noSuchFile: clientError('NO_SUCH_FILE', 'e7778c7e-3af9-49cd-9690-6dbc3e6c972d', 'No such file.'),
  accessDenied: clientError('ACCESS_DENIED', '25b73c73-68b1-41d0-bad1-381cfdf6579f', 'Access denied.', 403),
};

const MiB = 1024 * 1024;

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * File types by their bytes (each part at its offset), trusted over the declared type. A RIFF
 * file is WebP, WAV or AVI by its form type at byte 8, not by 'RIFF' alone.
 */
const SIGNATURES: readonly [string, [offset: number, bytes: number[]][]][] = [
  ['image/png', [[0, [0x89, 0x50, 0x4e, 0x47]]]],
  ['image/jpeg', [[0, [0xff, 0xd8, 0xff]]]],
  ['image/gif', [[0, ascii('GIF8')]]],
  [
    'image/webp',
    [
      [0, ascii('RIFF')],
      [8, ascii('WEBP')],
    ],
  ],
  [
    'audio/wav',
    [
      [0, ascii('RIFF')],
      [8, ascii('WAVE')],
    ],
  ],
  ['audio/ogg', [[0, ascii('OggS')]]],
  ['audio/mpeg', [[0, ascii('ID3')]]],
];

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/avif': '.avif',
  'image/svg+xml': '.svg',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'audio/mpeg': '.mp3',
  'audio/ogg': '.ogg',
  'audio/wav': '.wav',
  'text/plain': '.txt',
  'application/json': '.json',
  'text/csv': '.csv',
};

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

/** Each user's files, stored under the data folder and served back at /files/{key}. */
export class Drive {
  readonly filesDir: string;

  constructor(private readonly instance: Instance) {
    this.filesDir = join(instance.dataDir, 'files');
    mkdirSync(this.filesDir, { recursive: true });
  }

  /** The largest upload the policies allow, in bytes. */
  maxFileSize(): number {
    return this.instance.settings.get().policies.maxFileSizeMb * MiB;
  }

  store(user: UserRow, upload: Upload): DriveFileRow {
    const policies = this.instance.settings.get().policies;
    if (upload.data.length > this.maxFileSize()) throw driveErrors.tooBig();
    if (upload.folderId) throw driveErrors.noSuchFolder(); // folders come with the drive issue
    const type = sniffType(upload.data, upload.type);
    if (!upload.madeByInstance && !policies.uploadableFileTypes.some((pattern) => matchesType(pattern, type))) {
      throw driveErrors.unallowedType();
    }
    if (this.usage(user.id) + upload.data.length > policies.driveCapacityMb * MiB) throw driveErrors.noFreeSpace();
    const md5 = createHash('md5').update(upload.data).digest('hex');
    if (!upload.force) {
      const same = this.instance.db
        .prepare('SELECT * FROM drive_files WHERE user_id = ? AND md5 = ?')
        .get(user.id, md5) as DriveFileRow | undefined;
      if (same) return same;
    }
    // The name's own extension never reaches the key: only the detected type decides how it is served.
    const key = `${randomUUID()}${EXTENSIONS[type] ?? ''}`;
    writeFileSync(join(this.filesDir, key), upload.data);
    const id = genAid();
    this.instance.db
      .prepare(
        `INSERT INTO drive_files (id, user_id, created_at, name, type, md5, size, is_sensitive, comment, folder_id, properties, storage_key)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
      )
      .run(
        id,
        user.id,
        Date.now(),
        upload.name || 'untitled',
        type,
        md5,
        upload.data.length,
        upload.isSensitive || policies.alwaysMarkNsfw || profileOf(user).alwaysMarkNsfw ? 1 : 0,
        normalizeComment(upload.comment),
        JSON.stringify(properties(upload.data, type)),
        key,
      );
    return this.byId(id) as DriveFileRow;
  }

  /** The bytes a user's files take. */
  usage(userId: string): number {
    return (
      this.instance.db.prepare('SELECT COALESCE(SUM(size), 0) AS n FROM drive_files WHERE user_id = ?').get(userId) as {
        n: number;
      }
    ).n;
  }

  /** A stored file's bytes. */
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

  update(file: DriveFileRow, change: { name?: string; isSensitive?: boolean; comment?: string | null }): DriveFileRow {
    if (change.name !== undefined && change.name.trim() === '') throw driveErrors.invalidName();
    this.instance.db
      .prepare('UPDATE drive_files SET name = ?, is_sensitive = ?, comment = ? WHERE id = ?')
      .run(
        change.name ?? file.name,
        change.isSensitive === undefined ? file.is_sensitive : change.isSensitive ? 1 : 0,
        change.comment === undefined ? file.comment : normalizeComment(change.comment),
        file.id,
      );
    return this.byId(file.id) as DriveFileRow;
  }

  /** Removes every stored file (the test-only reset). */
  clear(): void {
    rmSync(this.filesDir, { recursive: true, force: true });
    mkdirSync(this.filesDir, { recursive: true });
  }

  delete(file: DriveFileRow): void {
    this.instance.db.prepare('DELETE FROM drive_files WHERE id = ?').run(file.id);
    try {
      unlinkSync(join(this.filesDir, file.storage_key));
    } catch {
      // already gone: nothing to undo
    }
  }
}

/** Misskey keeps descriptions up to 512 characters. */
function normalizeComment(comment: string | null | undefined): string | null {
  if (comment === undefined || comment === null) return null;
  const trimmed = comment.trim();
  return trimmed === '' ? null : trimmed.slice(0, 512);
}

function sniffType(data: Buffer, declared: string): string {
  for (const [type, parts] of SIGNATURES) {
    if (parts.every(([offset, bytes]) => bytes.every((b, i) => data[offset + i] === b))) return type;
  }
  return declared && declared !== 'application/octet-stream' ? declared.toLowerCase() : 'application/octet-stream';
}

function matchesType(pattern: string, type: string): boolean {
  return pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : pattern === type;
}

function properties(data: Buffer, type: string): { width?: number; height?: number; orientation?: number } {
  if (!type.startsWith('image/')) return {};
  try {
    const size = imageSize(new Uint8Array(data));
    return {
      ...(size.width ? { width: size.width } : {}),
      ...(size.height ? { height: size.height } : {}),
      ...(size.orientation ? { orientation: size.orientation } : {}),
    };
  } catch {
    return {};
  }
}
