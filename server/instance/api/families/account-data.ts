import type { AccountExport, FollowingExportOptions } from '../../account-data/exports';
import type { AccountImport } from '../../account-data/imports';
import { apiErrors, clientError } from '../../errors';
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

/** Misskey's names of the list import jobs (QueueService's createImport*Job). */
const IMPORT_JOB_NAMES: Record<AccountImport, string> = {
  following: 'importFollowing',
  muting: 'importMuting',
  blocking: 'importBlocking',
  userList: 'importUserLists',
};

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
    name: IMPORT_JOB_NAMES[entity],
    data: { user: { id: user.id }, fileId: file.id },
    run: () => services.accountData.runImport(user.id, file.id, entity),
  });
}

/** Misskey's names of the export jobs (QueueService's createExport*Job). */
const EXPORT_JOB_NAMES: Record<AccountExport | 'customEmoji', string> = {
  note: 'exportNotes',
  favorite: 'exportFavorites',
  clip: 'exportClips',
  following: 'exportFollowing',
  muting: 'exportMuting',
  blocking: 'exportBlocking',
  userList: 'exportUserLists',
  antenna: 'exportAntennas',
  customEmoji: 'exportCustomEmojis',
};

/**
 * Queues an export to run once the call is written; it lands in the drive with a notification.
 * The custom emoji export (Misskey's exportCustomEmojis) is a zip of every emoji and its image.
 */
export function queueExport(
  ctx: ApiContext,
  entity: AccountExport | 'customEmoji',
  options: FollowingExportOptions = {},
): undefined {
  const userId = signedIn(ctx).id;
  const services = ctx.services;
  services.instance.events.emit('jobQueued', {
    label: `export ${entity} for ${userId}`,
    name: EXPORT_JOB_NAMES[entity],
    data: { user: { id: userId }, ...options },
    run: () =>
      entity === 'customEmoji'
        ? services.accountData.runEmojiExport(userId)
        : services.accountData.runExport(userId, entity, options),
  });
  return undefined;
}

/**
 * Queues Misskey's importCustomEmojis job for a zip in the drive (as Misskey, the file is read by
 * the job: a file that is not there imports nothing).
 */
export function queueEmojiImport(ctx: ApiContext, fileId: string): undefined {
  const userId = signedIn(ctx).id;
  const services = ctx.services;
  services.instance.events.emit('jobQueued', {
    label: `import custom emoji for ${userId}`,
    name: 'importCustomEmojis',
    data: { user: { id: userId }, fileId },
    run: () => services.accountData.runEmojiImport(userId, fileId),
  });
  return undefined;
}

/** The list imports that take only a file: their endpoint and the role policy that allows them. */
const LIST_IMPORTS = {
  muting: { name: 'i/import-muting', policy: 'canImportMuting' },
  blocking: { name: 'i/import-blocking', policy: 'canImportBlocking' },
  userList: { name: 'i/import-user-lists', policy: 'canImportUserLists' },
} as const;

/**
 * i/import-muting, i/import-blocking or i/import-user-lists: applies a CSV from one's drive, with
 * each endpoint's own error ids and role policy. (i/import-following takes one parameter more.)
 */
export function importListEndpoint(entity: keyof typeof LIST_IMPORTS, ids: ImportErrorIds) {
  return defineEndpoint({
    name: LIST_IMPORTS[entity].name,
    requireCredential: true,
    secure: true,
    kind: null,
    prohibitMoved: true,
    requireRolePolicy: LIST_IMPORTS[entity].policy,
    limit: { duration: HOUR, max: 1 },
    params: importParams,
    handle(params, ctx) {
      queueImport(ctx, params.fileId, entity, ids);
      return undefined;
    },
  });
}

/** i/import-antennas' errors (Misskey checks no size for this import). */
const antennaImportErrors = {
  noSuchFile: clientError('NO_SUCH_FILE', '3b71d086-c3fa-431c-b01d-ded65a777172', 'No such file.'),
  emptyFile: clientError('EMPTY_FILE', '7f60115d-8d93-4b0f-bd0e-3815dcbb389f', 'That file is empty.'),
  tooManyAntennas: clientError(
    'TOO_MANY_ANTENNAS',
    '600917d4-a4cb-4cc5-8ba8-7ac8ea3c7779',
    'You cannot create antenna any more.',
  ),
};

/**
 * Reads an antennas file (JSON, as Misskey's antennas export writes it) from one's drive and
 * queues the antennas' creation. Like Misskey, it refuses at once a file that would take the
 * account past its role's antenna limit, and a file that is not a JSON list is a server error.
 */
export function queueAntennaImport(ctx: ApiContext, fileId: string): void {
  const { instance, drive, antennas } = ctx.services;
  const user = signedIn(ctx);
  const file = drive.byId(fileId);
  if (!file || file.user_id !== user.id) throw antennaImportErrors.noSuchFile();
  if (file.size === 0) throw antennaImportErrors.emptyFile();
  let entries: unknown;
  try {
    entries = JSON.parse(drive.contents(file).toString('utf8'));
  } catch {
    entries = undefined;
  }
  if (!Array.isArray(entries)) throw apiErrors.internal();
  if (antennas.ofUser(user.id).length + entries.length > instance.policiesOf(user.id).antennaLimit) {
    throw antennaImportErrors.tooManyAntennas();
  }
  const services = ctx.services;
  const parsed: unknown[] = entries;
  instance.events.emit('jobQueued', {
    label: `import antennas for ${user.id}`,
    run: () => services.accountData.runAntennaImport(user.id, parsed),
  });
}
