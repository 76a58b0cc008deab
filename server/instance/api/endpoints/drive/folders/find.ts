import type { DriveFolderRow } from '../../../../drive/folders';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { nullableId, text } from '../../../schema';

/** The caller's folders of exactly this name in one folder (or the root). */
export default defineEndpoint({
  name: 'drive/folders/find',
  requireCredential: true,
  kind: 'read:drive',
  limit: null,
  params: {
    type: 'object',
    properties: { name: text(200), parentId: { ...nullableId, default: null } },
    required: ['name'],
  },
  handle(params, ctx) {
    const { instance, pack } = ctx.services;
    const user = signedIn(ctx);
    const rows = instance.db
      .prepare(
        `SELECT * FROM drive_folders WHERE user_id = ? AND name = ? AND ${params.parentId ? 'parent_id = ?' : 'parent_id IS NULL'} ORDER BY id DESC`,
      )
      .all(user.id, params.name, ...(params.parentId ? [params.parentId] : [])) as DriveFolderRow[];
    return rows.map((row) => pack.folder(row));
  },
});
