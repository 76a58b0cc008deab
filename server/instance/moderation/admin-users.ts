import type { entities } from 'misskey-js';
import { bindLate } from '../bind-first';
import { apiErrors } from '../errors';
import type { Services } from '../services';
import { closeStreamsOf } from '../users/delete-account';
import { packMe } from '../users/pack-user';
import { type SigninRow, type StoredSignin, storedSignin } from '../users/signins';
import type { UserRow } from '../users/user-row';

/**
 * admin/show-user's answer as Misskey sends it: misskey-js's type, but the sign-ins are Misskey's
 * stored rows as they are (with `userId`, without `createdAt`), not packed ones.
 */
export type AdminShowUserAnswer = Omit<entities.AdminShowUserResponse, 'signins'> & { signins: StoredSignin[] };

/** The orders admin/show-users takes, as SQL. */
const SORTS: Record<string, string> = {
  '+follower': 'followers_count DESC, id ASC',
  '-follower': 'followers_count ASC, id ASC',
  '+createdAt': 'created_at DESC',
  '-createdAt': 'created_at ASC',
  '+updatedAt': 'updated_at IS NULL, updated_at DESC',
  '-updatedAt': 'updated_at IS NOT NULL, updated_at ASC',
  '+lastActiveDate': 'last_active_at IS NULL, last_active_at DESC',
  '-lastActiveDate': 'last_active_at IS NOT NULL, last_active_at ASC',
};

/** How recently someone must have been active to count as alive (Misskey's five days). */
const ALIVE_MS = 5 * 24 * 60 * 60 * 1000;

/** The search admin/show-users runs: by state, name prefix and order, a page at an offset. */
export function findUsers(
  services: Services,
  query: { state: string; username: string | null; sort: string | null; limit: number; offset: number; origin: string },
): UserRow[] {
  const { instance, roles } = services;
  // This instance has no remote users: asking for them finds none.
  if (query.origin === 'remote') return [];
  const where = ['is_deleted = 0'];
  const values: unknown[] = [];
  if (query.username) {
    where.push("username_lower LIKE ? ESCAPE '\\'");
    values.push(`${query.username.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (query.state === 'available') where.push('is_suspended = 0');
  if (query.state === 'suspended') where.push('is_suspended = 1');
  if (query.state === 'alive') {
    where.push('last_active_at > ?');
    values.push(Date.now() - ALIVE_MS);
  }
  const rows = instance.db
    .prepare(`SELECT * FROM users WHERE ${where.join(' AND ')} ORDER BY ${SORTS[query.sort ?? ''] ?? 'id ASC'}`)
    .all(...values) as UserRow[];
  // The rights come from roles as well as the flags, so they are checked per user.
  const byRights = rows.filter((u) => {
    if (query.state === 'admin') return roles.isAdministrator(u);
    if (query.state === 'moderator') return roles.isModerator(u) && !roles.isAdministrator(u);
    if (query.state === 'adminOrModerator') return roles.isModerator(u);
    return true;
  });
  return byRights.slice(query.offset, query.offset + query.limit);
}

/** What a moderator sees of an account (admin/show-user); an administrator's only by administrators. */
export function adminView(services: Services, viewer: UserRow, user: UserRow) {
  const { instance, roles } = services;
  if (!roles.isAdministrator(viewer) && roles.isAdministrator(user)) throw apiErrors.internal();
  const me = packMe(instance, user);
  const policies = instance.policiesOf(user.id);
  // Every attempt, oldest first, as Misskey's findBy gives them.
  const signins = instance.db
    .prepare('SELECT * FROM signins WHERE user_id = ? ORDER BY id')
    .all(user.id) as SigninRow[];
  const assigns = instance.db
    .prepare(
      'SELECT role_id, created_at, expires_at FROM role_assignments WHERE user_id = ? AND (expires_at IS NULL OR expires_at > ?)',
    )
    .all(user.id, Date.now()) as { role_id: string; created_at: number; expires_at: number | null }[];
  return {
    email: me.email ?? null,
    emailVerified: me.emailVerified ?? false,
    followedMessage: me.followedMessage,
    autoAcceptFollowed: me.autoAcceptFollowed,
    noCrawle: me.noCrawle,
    preventAiLearning: me.preventAiLearning,
    alwaysMarkNsfw: me.alwaysMarkNsfw,
    autoSensitive: me.autoSensitive,
    carefulBot: me.carefulBot,
    injectFeaturedNote: me.injectFeaturedNote,
    receiveAnnouncementEmail: me.receiveAnnouncementEmail,
    mutedWords: me.mutedWords,
    mutedInstances: me.mutedInstances,
    notificationRecieveConfig: me.notificationRecieveConfig,
    isModerator: roles.isModerator(user),
    isSilenced: !policies.canPublicNote,
    isSuspended: user.is_suspended === 1,
    isHibernated: false,
    lastActiveDate: user.last_active_at === null ? null : new Date(user.last_active_at).toISOString(),
    moderationNote: user.moderation_note,
    signins: signins.map(storedSignin),
    policies,
    roles: roles.rolesOf(user).map((role) => roles.pack(role)),
    roleAssigns: assigns.map((a) => ({
      createdAt: new Date(a.created_at).toISOString(),
      expiresAt: a.expires_at === null ? null : new Date(a.expires_at).toISOString(),
      roleId: a.role_id,
    })),
  } satisfies AdminShowUserAnswer;
}

/**
 * Suspends an account (never an administrator's or a moderator's): the API refuses it from then
 * on and its open streams close, as Misskey's `terminate` does.
 */
export function suspend(services: Services, user: UserRow): void {
  const { instance, roles } = services;
  if (roles.isModerator(user)) throw apiErrors.internal();
  instance.db.prepare('UPDATE users SET is_suspended = 1 WHERE id = ?').run(user.id);
  closeStreamsOf(instance, user.id);
}

/** The moderators' view of accounts, answered through `ctx.services.adminUsers`. */
export function adminUsersOf(services: () => Services) {
  const late = bindLate(services);
  return { find: late(findUsers), view: late(adminView), suspend: late(suspend) };
}

/** The moderators' account operations (see adminUsersOf). */
export type AdminUsers = ReturnType<typeof adminUsersOf>;
