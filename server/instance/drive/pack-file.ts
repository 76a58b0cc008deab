import type { entities } from 'misskey-js';
import type { Instance } from '../instance';
import type { DriveFileRow } from './file-row';
import { packFolderWithParents } from './folders';

/**
 * A drive file as misskey-js's DriveFile. Its URL serves the public version when the upload got
 * one (the original, with its camera and place metadata, is never linked), as Misskey's does;
 * `detail` adds the folder with its parents, as drive/files/show answers.
 */
export function packDriveFile(instance: Instance, row: DriveFileRow, detail = false): entities.DriveFile {
  const files = `${instance.url()}/files/`;
  const url = `${files}${row.webpublic_key ?? row.storage_key}`;
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    name: row.name,
    type: row.type,
    md5: row.md5,
    size: row.size,
    isSensitive: row.is_sensitive === 1,
    blurhash: row.blurhash,
    properties: JSON.parse(row.properties) as entities.DriveFile['properties'],
    url,
    thumbnailUrl: row.thumbnail_key ? `${files}${row.thumbnail_key}` : row.type.startsWith('image/') ? url : null,
    comment: row.comment,
    folderId: row.folder_id,
    folder: detail && row.folder_id ? packFolderWithParents(instance, row.folder_id) : null,
    userId: row.user_id,
    user: null,
  };
}

/** Drive files by id, in the order given (missing ones are left out). */
export function packDriveFiles(instance: Instance, ids: readonly string[]): entities.DriveFile[] {
  if (ids.length === 0) return [];
  const rows = instance.db
    .prepare(`SELECT * FROM drive_files WHERE id IN (${ids.map(() => '?').join(',')})`)
    .all(...ids) as DriveFileRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [packDriveFile(instance, row)] : [];
  });
}
