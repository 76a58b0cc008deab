import type { entities } from 'misskey-js';
import type { Instance } from '../instance';
import type { DriveFileRow } from './file-row';

/** A drive file as misskey-js's DriveFile; served back under /files/{storage key}. */
export function packDriveFile(instance: Instance, row: DriveFileRow): entities.DriveFile {
  const url = `${instance.url()}/files/${row.storage_key}`;
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
    thumbnailUrl: row.type.startsWith('image/') ? url : null,
    comment: row.comment,
    folderId: row.folder_id,
    folder: null,
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
