import { selectPage } from '../../../db/paging';
import type { DriveFileRow } from '../../../drive/file-row';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { nullableId, nullableText } from '../../schema';

const SORTS = {
  '+createdAt': 'created_at DESC, id DESC',
  '-createdAt': 'created_at ASC, id ASC',
  '+name': 'name DESC, id DESC',
  '-name': 'name ASC, id ASC',
  '+size': 'size DESC, id DESC',
  '-size': 'size ASC, id ASC',
} as const;

export default defineEndpoint({
  name: 'drive/files',
  requireCredential: true,
  kind: 'read:drive',
  limit: null,
  params: {
    type: 'object',
    properties: {
      ...pagingProperties,
      folderId: { ...nullableId, default: null },
      type: { ...nullableText(256), pattern: '^[a-zA-Z\\/\\-*]+$' },
      sort: {
        type: ['string', 'null'],
        enum: [null, '+createdAt', '-createdAt', '+name', '-name', '+size', '-size'],
      },
    },
  },
  handle(params, ctx) {
    const { instance, pack } = ctx.services;
    const user = signedIn(ctx);
    const where = ['user_id = ?', params.folderId ? 'folder_id = ?' : 'folder_id IS NULL'];
    const values: unknown[] = [user.id, ...(params.folderId ? [params.folderId] : [])];
    const filter = ctx.services.drive.typeFilter(params.type);
    where.push(...filter.where);
    values.push(...filter.values);
    // Misskey's sorts ('+' is descending); the id bounds still apply to them.
    const orderBy = params.sort ? SORTS[params.sort] : undefined;
    const rows = selectPage<DriveFileRow>(
      instance.db,
      { select: 'SELECT * FROM drive_files', where, values, idColumn: 'id', dateColumn: 'created_at', orderBy },
      pageOf(params),
    );
    return rows.map((row) => pack.driveFile(row));
  },
});
