import { selectPage } from '../../../../db/paging';
import type { DriveFileRow } from '../../../../drive/file-row';
import { defineEndpoint } from '../../../endpoint';
import { pageOf, pagingProperties } from '../../../paging';
import { nullableId, nullableText } from '../../../schema';

/** Every account's files, newest first: by owner and by type (`image/*` matches a family). */
export default defineEndpoint({
  name: 'admin/drive/files',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:drive',
  limit: null,
  params: {
    type: 'object',
    properties: {
      ...pagingProperties,
      userId: nullableId,
      type: { ...nullableText(256), pattern: '^[a-zA-Z0-9/\\-*+.]+$' },
      origin: { type: 'string', enum: ['combined', 'local', 'remote'], default: 'local' },
      hostname: nullableText(256),
    },
  },
  handle(params, ctx) {
    const { instance, pack } = ctx.services;
    // Files of other servers are never kept here.
    if (params.origin === 'remote' || params.hostname) return [];
    const where: string[] = [];
    const values: unknown[] = [];
    if (params.userId) {
      where.push('user_id = ?');
      values.push(params.userId);
    }
    if (params.type) {
      if (params.type.endsWith('/*')) {
        where.push('type LIKE ?');
        values.push(`${params.type.slice(0, -1)}%`);
      } else {
        where.push('type = ?');
        values.push(params.type);
      }
    }
    return selectPage<DriveFileRow>(
      instance.db,
      { select: 'SELECT * FROM drive_files', where, values, idColumn: 'id', dateColumn: 'created_at' },
      pageOf(params),
    ).map((row) => pack.driveFile(row));
  },
});
