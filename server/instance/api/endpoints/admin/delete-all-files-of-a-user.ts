import type { DriveFileRow } from '../../../drive/file-row';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Deletes every file of an account (notes lose them as attachments), and logs it. */
export default defineEndpoint({
  name: 'admin/delete-all-files-of-a-user',
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:delete-all-files-of-a-user',
  limit: null,
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const { instance, drive, moderationLog, users } = ctx.services;
    const files = instance.db
      .prepare('SELECT * FROM drive_files WHERE user_id = ?')
      .all(params.userId) as DriveFileRow[];
    for (const file of files) drive.delete(file);
    const user = users.byId(params.userId);
    moderationLog.record(signedIn(ctx).id, 'deleteAllFilesOfAUser', {
      userId: params.userId,
      userUsername: user?.username ?? null,
      userHost: null,
    });
    return undefined;
  },
});
