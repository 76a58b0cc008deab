import type { DriveFileRow } from '../../../../drive/file-row';
import { clientError } from '../../../../errors';
import { defineEndpoint } from '../../../endpoint';
import { id, url } from '../../../schema';

const noSuchFile = clientError('NO_SUCH_FILE', 'caf3ca38-c6e5-472e-a30c-b05377dcc240', 'No such file.');

/** A file as moderators see it: its storage, hash and flags, found by id or by its address. */
export default defineEndpoint({
  name: 'admin/drive/show-file',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:drive',
  limit: null,
  params: {
    type: 'object',
    properties: { fileId: id, url },
    anyOf: [{ required: ['fileId'] }, { required: ['url'] }],
  },
  handle(params, ctx) {
    const { instance, pack } = ctx.services;
    const key = params.url
      ? decodeURIComponent(new URL(params.url, instance.url()).pathname.replace(/^\/files\//, ''))
      : null;
    const row = (
      params.fileId
        ? instance.db.prepare('SELECT * FROM drive_files WHERE id = ?').get(params.fileId)
        : instance.db
            .prepare('SELECT * FROM drive_files WHERE storage_key = ? OR webpublic_key = ? OR thumbnail_key = ?')
            .get(key, key, key)
    ) as DriveFileRow | undefined;
    if (!row) throw noSuchFile();
    const packed = pack.driveFile(row);
    const props = packed.properties;
    return {
      id: row.id,
      createdAt: packed.createdAt,
      userId: row.user_id,
      userHost: null,
      md5: row.md5,
      name: row.name,
      type: row.type,
      size: row.size,
      comment: row.comment,
      blurhash: row.blurhash,
      properties: props,
      storedInternal: true,
      url: packed.url,
      thumbnailUrl: packed.thumbnailUrl,
      webpublicUrl: row.webpublic_key ? `${instance.url()}/files/${row.webpublic_key}` : null,
      accessKey: row.storage_key,
      thumbnailAccessKey: row.thumbnail_key,
      webpublicAccessKey: row.webpublic_key,
      uri: null,
      src: null,
      folderId: row.folder_id,
      isSensitive: row.is_sensitive === 1,
      isLink: false,
      maybeSensitive: false,
      maybePorn: false,
      requestIp: null,
      requestHeaders: null,
    };
  },
});
