import type { Services } from '../services';
import { MutesAndBlocks } from '../users/mutes-blocks';
import type { UserRow } from '../users/user-row';

/** The lists this instance imports from Misskey's CSV exports. */
export type AccountImport = 'following' | 'muting' | 'blocking' | 'userList';

/**
 * The local account an acct names, as @user, user or user@host. Accounts on other servers
 * cannot be reached from here (no federation) and name no one.
 */
function localAccount(acct: string, localHost: string, users: Services['users']): UserRow | undefined {
  const [username = '', host = null] = acct.trim().replace(/^@/, '').split('@');
  if (username === '') return undefined;
  if (host !== null && host.toLowerCase() !== localHost.toLowerCase()) return undefined;
  return users.byUsername(username);
}

/** The local accounts a CSV names: the first column of each line (see localAccount). */
export function accountsNamed(csv: string, localHost: string, users: Services['users']): UserRow[] {
  const found = new Map<string, UserRow>();
  for (const line of csv.split(/\r?\n/)) {
    const user = localAccount(line.split(',')[0] ?? '', localHost, users);
    if (user) found.set(user.id, user);
  }
  return [...found.values()];
}

/**
 * Puts the accounts of a user lists CSV (`list name,user@host` a line) on the owner's lists of
 * those names, making the lists that do not exist yet, as Misskey's import does. A line that
 * cannot apply (an unknown account, a list or member limit reached, a block) is passed over.
 */
function importUserLists({ instance, lists, users }: Services, owner: UserRow, csv: string): void {
  for (const line of csv.trim().split(/\r?\n/)) {
    const [name = '', acct = ''] = line.split(',').map((column) => column.trim());
    const member = localAccount(acct, instance.host(), users);
    if (name === '' || !member) continue;
    try {
      instance.atomically(() => {
        const list =
          lists.ofUser(owner.id, false).find((l) => l.name === name) ?? lists.create(owner.id, name.slice(0, 100));
        if (!lists.isMember(list.id, member.id)) lists.push(list, member.id);
      });
    } catch {
      // As Misskey's job, one line that fails does not stop the others.
    }
  }
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
  if (entity === 'userList') {
    importUserLists(services, user, csv);
    return;
  }
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
