import { selectPage } from '../../../db/paging';
import type { DriveFolderRow } from '../../../drive/folders';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { nullableId } from '../../schema';

/** The folders in a folder (or the root), newest first. */
export default defineEndpoint({
  name: 'drive/folders',
  requireCredential: true,
  kind: 'read:drive',
  limit: null,
  params: {
    type: 'object',
    properties: { ...pagingProperties, folderId: { ...nullableId, default: null } },
  },
  handle(params, ctx) {
    const { instance, pack } = ctx.services;
    const user = signedIn(ctx);
    const rows = selectPage<DriveFolderRow>(
      instance.db,
      {
        select: 'SELECT * FROM drive_folders',
        where: ['user_id = ?', params.folderId ? 'parent_id = ?' : 'parent_id IS NULL'],
        values: [user.id, ...(params.folderId ? [params.folderId] : [])],
        idColumn: 'id',
        dateColumn: 'created_at',
      },
      pageOf(params),
    );
    return rows.map((row) => pack.folder(row));
  },
});
