import type { Db } from '../db/database';
import { USER_ORDERS } from './order-names';
import type { UserRow } from './user-row';

/** An account counts as alive when it changed in the last five days (Misskey's 'alive'). */
const ALIVE_MS = 5 * 24 * 60 * 60 * 1000;

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
  const where = ['is_suspended = 0', 'is_deleted = 0', "COALESCE(json_extract(profile, '$.isExplorable'), 1) != 0"];
  const values: unknown[] = [];
  if (query.state === 'alive') {
    where.push('MAX(COALESCE(updated_at, 0), COALESCE(last_active_at, 0), created_at) > ?');
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
