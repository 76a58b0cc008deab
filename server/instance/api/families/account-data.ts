import type { AccountExport, FollowingExportOptions } from '../../account-data/exports';
import type { AccountImport } from '../../account-data/imports';
import { clientError } from '../../errors';
import type { ApiContext } from '../context';
import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { HOUR } from '../rate-limit';

/** The errors of an import endpoint: Misskey gives each endpoint ids of its own. */
export interface ImportErrorIds {
  noSuchFile: string;
  tooBigFile: string;
  emptyFile: string;
}

/** Misskey's size limit for an imported list (an account that is not moving). */
export const IMPORT_MAX_BYTES = 64 * 1024;

/** The parameters of an import: the CSV file in one's drive. */
export const importParams = {
  type: 'object',
  properties: { fileId: { type: 'string', format: 'misskey:id' } },
  required: ['fileId'],
} as const;

/** Misskey's job names: exportNotes, importFollowing... */
const jobNameOf = (entity: string) => entity.charAt(0).toUpperCase() + entity.slice(1);

/**
 * Checks the file an import names (one's own, not empty, not too big) and queues the import to
 * run once the call is written.
 */
export function queueImport(ctx: ApiContext, fileId: string, entity: AccountImport, ids: ImportErrorIds): void {
  const { instance, drive } = ctx.services;
  const user = signedIn(ctx);
  const file = drive.byId(fileId);
  if (!file || file.user_id !== user.id) throw clientError('NO_SUCH_FILE', ids.noSuchFile, 'No such file.')();
  if (file.size === 0) throw clientError('EMPTY_FILE', ids.emptyFile, 'That file is empty.')();
  if (file.size > IMPORT_MAX_BYTES) throw clientError('TOO_BIG_FILE', ids.tooBigFile, 'That file is too big.')();
  const services = ctx.services;
  instance.events.emit('jobQueued', {
    label: `import ${entity} for ${user.id}`,
    name: `import${jobNameOf(entity)}`,
    data: { user: { id: user.id }, fileId: file.id },
    run: () => services.accountData.runImport(user.id, file.id, entity),
  });
}

/** Queues an export to run once the call is written; it lands in the drive with a notification. */
export function queueExport(ctx: ApiContext, entity: AccountExport, options: FollowingExportOptions = {}): undefined {
  const userId = signedIn(ctx).id;
  const services = ctx.services;
  services.instance.events.emit('jobQueued', {
    label: `export ${entity} for ${userId}`,
    name: `export${jobNameOf(entity === 'note' ? 'notes' : entity)}`,
    data: { user: { id: userId }, ...options },
    run: () => services.accountData.runExport(userId, entity, options),
  });
  return undefined;
}

/**
 * i/import-muting or i/import-blocking: applies a CSV of accounts from one's drive, with each
 * endpoint's own error ids and role policy. (i/import-following takes one parameter more.)
 */
export function importListEndpoint(entity: 'muting' | 'blocking', ids: ImportErrorIds) {
  return defineEndpoint({
    name: entity === 'muting' ? 'i/import-muting' : 'i/import-blocking',
    requireCredential: true,
    secure: true,
    kind: null,
    prohibitMoved: true,
    requireRolePolicy: entity === 'muting' ? 'canImportMuting' : 'canImportBlocking',
    limit: { duration: HOUR, max: 1 },
    params: importParams,
    handle(params, ctx) {
      queueImport(ctx, params.fileId, entity, ids);
      return undefined;
    },
  });
}
