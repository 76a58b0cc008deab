import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id, nullableId, text } from '../../../schema';

export default defineEndpoint({
  name: 'drive/files/update',
  requireCredential: true,
  kind: 'write:drive',
  limit: null,
  params: {
    type: 'object',
    properties: {
      fileId: id,
      folderId: nullableId,
      name: text(256),
      isSensitive: { type: 'boolean' },
      comment: { type: ['string', 'null'], maxLength: 512 },
    },
    required: ['fileId'],
  },
  handle(params, ctx) {
    const { drive, pack, moderationLog, users } = ctx.services;
    const me = signedIn(ctx);
    const file = drive.owned(me, params.fileId);
    const updated = drive.update(file, {
      // Misskey's rule: a blank name leaves the name as it is.
      ...(params.name ? { name: params.name } : {}),
      ...(params.isSensitive !== undefined ? { isSensitive: params.isSensitive } : {}),
      ...(params.comment !== undefined ? { comment: params.comment } : {}),
      ...(params.folderId !== undefined ? { folderId: params.folderId } : {}),
    });
    // As Misskey: a moderator marking someone else's file sensitive, or not, is logged.
    if (
      file.user_id !== me.id &&
      params.isSensitive !== undefined &&
      params.isSensitive !== (file.is_sensitive === 1)
    ) {
      moderationLog.record(me.id, params.isSensitive ? 'markSensitiveDriveFile' : 'unmarkSensitiveDriveFile', {
        fileId: file.id,
        fileUserId: file.user_id,
        fileUserUsername: users.byId(file.user_id)?.username ?? null,
        fileUserHost: null,
      });
    }
    return pack.driveFile(updated);
  },
});
