import { driveErrors } from '../../../../drive/drive';
import { packDriveFile } from '../../../../drive/pack-file';
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
      name: { ...text(256), minLength: 1 },
      isSensitive: { type: 'boolean' },
      comment: { type: ['string', 'null'], maxLength: 512 },
    },
    required: ['fileId'],
  },
  handle(params, ctx) {
    const { instance, drive } = ctx.services;
    const file = drive.owned(signedIn(ctx), params.fileId);
    if (params.folderId) throw driveErrors.noSuchFolder();
    return packDriveFile(
      instance,
      drive.update(file, {
        ...(params.name !== undefined ? { name: params.name } : {}),
        ...(params.isSensitive !== undefined ? { isSensitive: params.isSensitive } : {}),
        ...(params.comment !== undefined ? { comment: params.comment } : {}),
      }),
    );
  },
});
