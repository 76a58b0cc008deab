import type { DriveFileRow } from '../../../../drive/file-row';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { nullableId, text } from '../../../schema';

/** The caller's files of exactly this name in one folder (or the root). */
export default defineEndpoint({
  name: 'drive/files/find',
  requireCredential: true,
  kind: 'read:drive',
  limit: null,
  params: {
    type: 'object',
    properties: { name: text(256), folderId: { ...nullableId, default: null } },
    required: ['name'],
  },
  handle(params, ctx) {
    const { instance, pack } = ctx.services;
    const user = signedIn(ctx);
    const rows = instance.db
      .prepare(
        `SELECT * FROM drive_files WHERE user_id = ? AND name = ? AND ${params.folderId ? 'folder_id = ?' : 'folder_id IS NULL'} ORDER BY id DESC`,
      )
      .all(user.id, params.name, ...(params.folderId ? [params.folderId] : [])) as DriveFileRow[];
    return rows.map((row) => pack.driveFile(row));
  },
});
