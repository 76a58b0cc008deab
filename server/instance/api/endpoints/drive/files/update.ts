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
    const { drive, pack } = ctx.services;
    const file = drive.owned(signedIn(ctx), params.fileId);
    return pack.driveFile(
      drive.update(file, {
        // Misskey's rule: a blank name leaves the name as it is.
        ...(params.name ? { name: params.name } : {}),
        ...(params.isSensitive !== undefined ? { isSensitive: params.isSensitive } : {}),
        ...(params.comment !== undefined ? { comment: params.comment } : {}),
        ...(params.folderId !== undefined ? { folderId: params.folderId } : {}),
      }),
    );
  },
});
