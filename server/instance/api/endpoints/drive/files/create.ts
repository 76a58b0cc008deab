import { driveErrors } from '../../../../drive/drive-errors';
import { apiErrors } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { HOUR } from '../../../rate-limit';
import { nullableId, nullableText } from '../../../schema';

export default defineEndpoint({
  name: 'drive/files/create',
  requireCredential: true,
  kind: 'write:drive',
  prohibitMoved: true,
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
  async handle(params, ctx) {
    const { drive, pack } = ctx.services;
    const file = ctx.file;
    if (!file) throw apiErrors.invalidParam({ param: 'file', reason: 'a file is required' });
    const given = params.name && params.name !== 'undefined' ? params.name.trim() : '';
    // Misskey's rule: a blank name or 'blob' (a browser's name for unnamed data) takes the file's own.
    const name = given && given !== 'blob' ? given : file.name;
    if (!ctx.services.drive.validFileName(name)) throw driveErrors.invalidName();
    const row = await drive.add(signedIn(ctx), {
      data: file.data,
      name,
      type: file.type,
      comment: params.comment ?? null,
      isSensitive: params.isSensitive ?? false,
      folderId: params.folderId ?? null,
      force: params.force ?? false,
    });
    return pack.driveFile(row);
  },
});
