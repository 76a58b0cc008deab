import { selectPage } from '../../db/paging';
import { type Drive, driveErrors } from '../../drive/drive';
import { type AddressPolicy, fetchForDrive } from '../../drive/fetch-url';
import type { DriveFileRow } from '../../drive/file-row';
import { packDriveFile } from '../../drive/pack-file';
import type { Instance } from '../../instance';
import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { apiErrors } from '../errors';
import { pageOf, pagingProperties } from '../paging';
import { HOUR } from '../rate-limit';
import { id, nullableId, nullableText, text, url } from '../schema';

/** How long a URL upload may take. */
const URL_UPLOAD_TIMEOUT_MS = 30_000;

/** The storage key at the end of a file's URL; a URL that does not parse names no file. */
function storageKeyOf(url: string, base: string): string {
  try {
    return new URL(url, base).pathname.split('/').pop() ?? '';
  } catch {
    return '';
  }
}

/** The drive: uploads, file details, changes and deletion. */
export function driveEndpoints(instance: Instance, drive: Drive, addresses: AddressPolicy) {
  return [
    defineEndpoint({
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
    }),
    defineEndpoint({
      name: 'drive/files',
      requireCredential: true,
      kind: 'read:drive',
      limit: null,
      params: {
        type: 'object',
        properties: {
          ...pagingProperties,
          folderId: { ...nullableId, default: null },
          type: { ...nullableText(256), pattern: '^[a-zA-Z\\/\\-*]+$' },
          sort: {
            type: ['string', 'null'],
            enum: [null, '+createdAt', '-createdAt', '+name', '-name', '+size', '-size'],
          },
        },
      },
      handle(params: Record<string, unknown>, ctx) {
        const user = signedIn(ctx);
        const where = ['user_id = ?', params.folderId ? 'folder_id = ?' : 'folder_id IS NULL'];
        const values: unknown[] = [user.id, ...(params.folderId ? [params.folderId] : [])];
        // Misskey's type filter: 'image/*' matches by prefix, anything else exactly.
        if (typeof params.type === 'string') {
          const prefix = params.type.endsWith('/*');
          where.push(prefix ? "type LIKE ? ESCAPE '\\'" : 'type = ?');
          values.push(prefix ? `${params.type.slice(0, -1).replace(/[\\%_]/g, (c) => `\\${c}`)}%` : params.type);
        }
        const rows = selectPage<DriveFileRow>(
          instance.db,
          { select: 'SELECT * FROM drive_files', where, values, idColumn: 'id', dateColumn: 'created_at' },
          pageOf(params),
        );
        return rows.map((row) => packDriveFile(instance, row));
      },
    }),
    defineEndpoint({
      name: 'drive/files/show',
      requireCredential: true,
      kind: 'read:drive',
      limit: null,
      params: { type: 'object', properties: { fileId: id, url } },
      handle(params, ctx) {
        const user = signedIn(ctx);
        // By id, or by the URL the file is served at.
        const key = 'url' in params ? storageKeyOf(params.url, instance.url()) : null;
        const fileId =
          'fileId' in params
            ? params.fileId
            : (
                instance.db.prepare('SELECT id FROM drive_files WHERE storage_key = ?').get(key) as
                  | { id: string }
                  | undefined
              )?.id;
        if (!fileId) throw driveErrors.noSuchFile();
        return packDriveFile(instance, drive.owned(user, fileId));
      },
    }),
    defineEndpoint({
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
    }),
    defineEndpoint({
      name: 'drive/files/delete',
      requireCredential: true,
      kind: 'write:drive',
      limit: null,
      params: { type: 'object', properties: { fileId: id }, required: ['fileId'] },
      handle(params, ctx) {
        drive.delete(drive.owned(signedIn(ctx), params.fileId));
        return undefined;
      },
    }),
    defineEndpoint({
      name: 'drive/files/upload-from-url',
      requireCredential: true,
      kind: 'write:drive',
      limit: { duration: HOUR, max: 60 },
      params: {
        type: 'object',
        properties: {
          url,
          folderId: nullableId,
          isSensitive: { type: 'boolean', default: false },
          comment: { type: ['string', 'null'], maxLength: 512 },
          marker: nullableText(256),
          force: { type: 'boolean', default: false },
        },
        required: ['url'],
      },
      handle(params, ctx) {
        const user = signedIn(ctx);
        let url: URL;
        try {
          url = new URL(params.url);
        } catch {
          throw apiErrors.invalidParam({ param: 'url', reason: 'not a URL' });
        }
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
          throw apiErrors.invalidParam({ param: 'url', reason: 'only http and https URLs can be uploaded from' });
        }
        // An address known to be private is refused at once; names are checked when they resolve.
        if (addresses.refusesLiteral(url)) {
          throw apiErrors.invalidParam({ param: 'url', reason: 'a private or loopback address' });
        }
        // Like Misskey, answer at once; the file arrives later on the main stream with the marker.
        void (async () => {
          try {
            const { data, type, finalUrl } = await fetchForDrive(url, addresses, {
              maxBytes: drive.maxFileSize(),
              timeoutMs: URL_UPLOAD_TIMEOUT_MS,
            });
            const row = drive.store(user, {
              data,
              name: decodeURIComponent(finalUrl.pathname.split('/').pop() || 'file').slice(0, 256),
              type: type ?? 'application/octet-stream',
              comment: params.comment ?? null,
              isSensitive: params.isSensitive ?? false,
              force: params.force ?? false,
            });
            instance.events.emit('mainEvent', user.id, 'urlUploadFinished', {
              marker: params.marker ?? null,
              file: packDriveFile(instance, row),
            });
          } catch {
            // A failed URL upload has no one to answer to; Misskey drops it the same way.
          }
        })();
        return undefined;
      },
    }),
  ];
}
