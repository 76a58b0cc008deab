import { selectPage } from '../../../db/paging';
import type { DriveFileRow } from '../../../drive/file-row';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';

/** Every file of the caller's drive, whatever its folder, newest first. */
export default defineEndpoint({
  name: 'drive/stream',
  requireCredential: true,
  kind: 'read:drive',
  limit: null,
  params: {
    type: 'object',
    properties: { ...pagingProperties, type: { type: 'string', maxLength: 256, pattern: '^[a-zA-Z\\/\\-*]+$' } },
  },
  handle(params, ctx) {
    const { instance, pack } = ctx.services;
    const user = signedIn(ctx);
    const filter = ctx.services.drive.typeFilter(params.type);
    const rows = selectPage<DriveFileRow>(
      instance.db,
      {
        select: 'SELECT * FROM drive_files',
        where: ['user_id = ?', ...filter.where],
        values: [user.id, ...filter.values],
        idColumn: 'id',
        dateColumn: 'created_at',
      },
      pageOf(params),
    );
    return rows.map((row) => pack.driveFile(row));
  },
});
