import type { Services } from '../services';
import { MutesAndBlocks } from '../users/mutes-blocks';
import type { UserRow } from '../users/user-row';

/** The lists this instance imports from Misskey's CSV exports. */
export type AccountImport = 'following' | 'muting' | 'blocking';

/**
 * The local accounts a CSV names: the first column of each line, as @user, user or user@host.
 * Accounts on other servers cannot be followed from here (no federation) and are passed over.
 */
export function accountsNamed(csv: string, localHost: string, users: Services['users']): UserRow[] {
  const found = new Map<string, UserRow>();
  for (const line of csv.split(/\r?\n/)) {
    const acct = (line.split(',')[0] ?? '').trim().replace(/^@/, '');
    if (acct === '') continue;
    const [username = '', host = null] = acct.split('@');
    if (host !== null && host.toLowerCase() !== localHost.toLowerCase()) continue;
    const user = users.byUsername(username);
    if (user) found.set(user.id, user);
  }
  return [...found.values()];
}

/**
 * Applies an imported list to the account, one entry at a time as Misskey's import jobs do:
 * what already holds (or cannot, like following someone who blocks you) is passed over.
 */
export function runImport(services: Services, userId: string, fileId: string, entity: AccountImport): void {
  const { instance, users, drive, following } = services;
  const user = users.byId(userId);
  const file = drive.byId(fileId);
  if (!user || !file) return;
  const csv = drive.contents(file).toString('utf8');
  const relations = new MutesAndBlocks(instance.db);
  for (const target of accountsNamed(csv, instance.host(), users)) {
    if (target.id === user.id) continue;
    instance.atomically(() => {
      if (entity === 'following') {
        const blocked = relations.isBlocking(target.id, user.id) || relations.isBlocking(user.id, target.id);
        if (!blocked && !following.isFollowing(user.id, target.id)) following.follow(user, target);
      } else if (entity === 'muting') {
        relations.mute(user.id, target.id, null);
      } else if (relations.block(user.id, target.id)) {
        following.part(user, target);
      }
    });
  }
}
