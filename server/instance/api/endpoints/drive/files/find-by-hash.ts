import type { DriveFileRow } from '../../../../drive/file-row';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { text } from '../../../schema';

/** The caller's files with these bytes (by MD5). */
export default defineEndpoint({
  name: 'drive/files/find-by-hash',
  requireCredential: true,
  kind: 'read:drive',
  limit: null,
  params: { type: 'object', properties: { md5: text(32) }, required: ['md5'] },
  handle(params, ctx) {
    const { instance, pack } = ctx.services;
    const rows = instance.db
      .prepare('SELECT * FROM drive_files WHERE user_id = ? AND md5 = ? ORDER BY id DESC')
      .all(signedIn(ctx).id, params.md5) as DriveFileRow[];
    return rows.map((row) => pack.driveFile(row));
  },
});
