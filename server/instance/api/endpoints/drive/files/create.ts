import { packDriveFile } from '../../../../drive/pack-file';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { apiErrors } from '../../../errors';
import { HOUR } from '../../../rate-limit';
import { nullableId, nullableText } from '../../../schema';

export default defineEndpoint({
  name: 'drive/files/create',
  requireCredential: true,
  kind: 'write:drive',
  limit: { duration: HOUR, max: 120 },
  requireFile: true,
  params: {
    type: 'object',
    properties: {
      folderId: nullableId,
      name: nullableText(256),
      comment: nullableText(512),
      isSensitive: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
  },
  handle(params, ctx) {
    const { instance, drive } = ctx.services;
    const file = ctx.file;
    if (!file) throw apiErrors.invalidParam({ param: 'file', reason: 'a file is required' });
    const name = params.name && params.name !== 'undefined' ? params.name : file.name;
    const row = drive.store(signedIn(ctx), {
      data: file.data,
      name,
      type: file.type,
      comment: params.comment ?? null,
      isSensitive: params.isSensitive ?? false,
      folderId: params.folderId ?? null,
      force: params.force ?? false,
    });
    return packDriveFile(instance, row);
  },
});
