import type { Db } from '../db/database';
import { USER_ORDERS } from './order-names';
import type { UserRow } from './user-row';

/** An account counts as alive when it changed in the last five days (Misskey's 'alive'). */
const ALIVE_MS = 5 * 24 * 60 * 60 * 1000;
/** Recommended accounts changed in the last seven days (Misskey's users/recommendation). */
const RECOMMENDED_MS = 7 * 24 * 60 * 60 * 1000;
/** When an account last changed: its profile, its last activity, or its opening (Misskey's updatedAt). */
const LAST_CHANGED_SQL = 'MAX(COALESCE(updated_at, 0), COALESCE(last_active_at, 0), created_at)';
/** Accounts anyone may come across: never suspended, deleted or hidden from discovery. */
const EXPLORABLE_SQL = [
  'is_suspended = 0',
  'is_deleted = 0',
  "COALESCE(json_extract(profile, '$.isExplorable'), 1) != 0",
] as const;

/** What a list of accounts asks for. */
export interface UserQuery {
  sort?: keyof typeof USER_ORDERS;
  state?: 'all' | 'alive';
  limit: number;
  offset?: number;
  /** Only accounts whose profile carries this hashtag (Misskey's user tags). */
  tag?: string;
}

/** Explorable accounts in an order: never suspended, deleted or hidden from discovery. */
export function explorableUsers(db: Db, query: UserQuery): UserRow[] {
  const where: string[] = [...EXPLORABLE_SQL];
  const values: unknown[] = [];
  if (query.state === 'alive') {
    where.push(`${LAST_CHANGED_SQL} > ?`);
    values.push(Date.now() - ALIVE_MS);
  }
  if (query.tag !== undefined) {
    where.push('EXISTS (SELECT 1 FROM json_each(users.tags) t WHERE t.value = ?)');
    values.push(query.tag.toLowerCase());
  }
  const order = query.sort ? USER_ORDERS[query.sort] : 'id ASC';
  return db
    .prepare(`SELECT * FROM users WHERE ${where.join(' AND ')} ORDER BY ${order}, id DESC LIMIT ? OFFSET ?`)
    .all(...values, query.limit, query.offset ?? 0) as UserRow[];
}

/**
 * The accounts recommended to a viewer to follow, most followed first (Misskey's
 * users/recommendation): explorable, not locked, changed in the last week, and neither the viewer,
 * nor followed by them, nor muted by them, nor blocking or blocked by them.
 */
export function recommendedUsers(
  db: Db,
  viewerId: string,
  page: { limit: number; offset: number },
  now = Date.now(),
): UserRow[] {
  return db
    .prepare(
      `SELECT * FROM users WHERE ${EXPLORABLE_SQL.join(' AND ')} AND is_locked = 0 AND ${LAST_CHANGED_SQL} >= ?
       AND id != ?
       AND id NOT IN (SELECT followee_id FROM follows WHERE follower_id = ?)
       AND id NOT IN (SELECT mutee_id FROM mutings WHERE muter_id = ? AND (expires_at IS NULL OR expires_at > ?))
       AND id NOT IN (SELECT blockee_id FROM blockings WHERE blocker_id = ?)
       AND id NOT IN (SELECT blocker_id FROM blockings WHERE blockee_id = ?)
       ORDER BY followers_count DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(
      now - RECOMMENDED_MS,
      viewerId,
      viewerId,
      viewerId,
      now,
      viewerId,
      viewerId,
      page.limit,
      page.offset,
    ) as UserRow[];
}
