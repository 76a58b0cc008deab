import { driveErrors } from '../../../../drive/drive-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id, url } from '../../../schema';

/** The storage key at the end of a file's URL; a URL that does not parse names no file. */
function storageKeyOf(address: string, base: string): string {
  try {
    return new URL(address, base).pathname.split('/').pop() ?? '';
  } catch {
    return '';
  }
}

export default defineEndpoint({
  name: 'drive/files/show',
  requireCredential: true,
  kind: 'read:drive',
  limit: null,
  params: {
    type: 'object',
    properties: { fileId: id, url },
    anyOf: [{ required: ['fileId'] }, { required: ['url'] }],
  },
  handle(params, ctx) {
    const { instance, drive, pack } = ctx.services;
    const user = signedIn(ctx);
    // By id, or by the URL the file is served at.
    const byUrl = (address: string) =>
      (
        instance.db
          .prepare('SELECT id FROM drive_files WHERE @key IN (storage_key, webpublic_key, thumbnail_key)')
          // Any of its keys: the original, the public version or the thumbnail.
          .get({ key: storageKeyOf(address, instance.url()) }) as { id: string } | undefined
      )?.id;
    const fileId = params.fileId ?? (params.url === undefined ? undefined : byUrl(params.url));
    if (!fileId) throw driveErrors.noSuchFile();
    return pack.driveFile(drive.owned(user, fileId), true);
  },
});
