import type { ExportedEntity } from '../notifications/notifications';
import type { Services } from '../services';
import type { UserRow } from '../users/user-row';
import { antennasExport, clipsExport, favoritesExport, notesExport } from './json-exports';

/**
 * The exports this instance makes, in Misskey's formats: notes, favourites, clips and antennas
 * as JSON; the account lists and user lists as CSV. (The custom emoji go out as a zip: emojis/emoji-archive.ts.)
 */
export type AccountExport = Exclude<ExportedEntity, 'customEmoji'>;

/** Misskey's file name stem for each export. */
const STEMS: Record<AccountExport, string> = {
  note: 'notes',
  following: 'following',
  muting: 'mute',
  blocking: 'blocking',
  favorite: 'favorites',
  clip: 'clips',
  userList: 'user-lists',
  antenna: 'antennas',
};

/** What each JSON export holds. */
const JSON_EXPORTS = {
  note: notesExport,
  favorite: favoritesExport,
  clip: clipsExport,
  antenna: antennasExport,
} satisfies Partial<Record<AccountExport, (services: Services, user: UserRow) => unknown>>;

type JsonExport = keyof typeof JSON_EXPORTS;
const isJsonExport = (entity: AccountExport): entity is JsonExport => entity in JSON_EXPORTS;

/** Options of the following export (Misskey's i/export-following). */
export interface FollowingExportOptions {
  excludeMuting?: boolean;
  excludeInactive?: boolean;
}

/** Misskey counts an account inactive after 90 days without activity. */
const INACTIVE_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Writes an export into the user's drive and tells them with an exportCompleted notification,
 * as Misskey's export jobs do.
 */
export function runExport(
  services: Services,
  userId: string,
  entity: AccountExport,
  options: FollowingExportOptions = {},
): void {
  const user = services.users.byId(userId);
  if (!user) return; // the account was deleted meanwhile
  const { content, type, extension } = isJsonExport(entity)
    ? { content: JSON.stringify(JSON_EXPORTS[entity](services, user)), type: 'application/json', extension: 'json' }
    : { content: csvLines(services, user, entity, options), type: 'text/csv', extension: 'csv' };
  deliverExport(services, user, entity, {
    data: Buffer.from(content, 'utf8'),
    name: `${STEMS[entity]}-${fileDate(new Date())}.${extension}`,
    type,
  });
}

/**
 * Puts a finished export into the user's drive (past the upload rules: the instance wrote it)
 * and tells them with an exportCompleted notification naming the file, as Misskey's export jobs do.
 */
export function deliverExport(
  { instance, drive, notifications }: Services,
  user: UserRow,
  entity: ExportedEntity,
  file: { data: Buffer; name: string; type: string },
): void {
  instance.atomically(() => {
    const stored = drive.store(user, { ...file, force: true, madeByInstance: true });
    notifications.create(user.id, 'exportCompleted', { data: { exportedEntity: entity, fileId: stored.id } });
  });
}

/**
 * One account a line, as user@host (this server's host for local accounts), as Misskey writes it;
 * for user lists, the list's name first: `name,user@host`.
 */
function csvLines(
  services: Services,
  user: UserRow,
  entity: Exclude<AccountExport, JsonExport>,
  options: FollowingExportOptions,
): string {
  const { instance } = services;
  if (entity === 'userList') return userListLines(services, user);
  const db = instance.db;
  const query = {
    following:
      'SELECT u.* FROM follows r JOIN users u ON u.id = r.followee_id WHERE r.follower_id = ? ORDER BY r.created_at',
    muting: 'SELECT u.* FROM mutings r JOIN users u ON u.id = r.mutee_id WHERE r.muter_id = ? ORDER BY r.id',
    blocking: 'SELECT u.* FROM blockings r JOIN users u ON u.id = r.blockee_id WHERE r.blocker_id = ? ORDER BY r.id',
  }[entity];
  let accounts = db.prepare(query).all(user.id) as UserRow[];
  if (entity === 'following') {
    if (options.excludeMuting) {
      const muted = new Set(
        (db.prepare('SELECT mutee_id FROM mutings WHERE muter_id = ?').all(user.id) as { mutee_id: string }[]).map(
          (r) => r.mutee_id,
        ),
      );
      accounts = accounts.filter((a) => !muted.has(a.id));
    }
    if (options.excludeInactive) {
      const since = Date.now() - INACTIVE_MS;
      accounts = accounts.filter((a) => (a.last_active_at ?? a.created_at) > since);
    }
  }
  const host = instance.host();
  return accounts.map((a) => `${a.username}@${host}\n`).join('');
}

/** Every member of every list of the user: `list name,user@host` a line (Misskey's user lists export). */
function userListLines({ instance, lists, users }: Services, user: UserRow): string {
  const host = instance.host();
  return lists
    .ofUser(user.id, false)
    .flatMap((list) =>
      users.byIds(lists.memberIds(list.id)).map((member) => `${list.name},${member.username}@${host}\n`),
    )
    .join('');
}

/** Misskey's export file date: yyyy-MM-dd-HH-mm-ss in the server's time. */
export function fileDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}-${two(date.getHours())}-${two(
    date.getMinutes(),
  )}-${two(date.getSeconds())}`;
}
