import type { Page } from '../db/paging';
import { selectPage } from '../db/paging';
import type { Instance } from '../instance';
import { packUserLite } from '../users/pack-user';
import type { UserRow } from '../users/user-row';

/** A follow_requests row as stored. */
interface FollowRequestRow {
  id: string;
  follower_id: string;
  followee_id: string;
}

/**
 * A page of follow requests, newest first, as Misskey answers them (the request's id, and both
 * people): those the user received, or those the user sent.
 */
export function followRequestPage(instance: Instance, userId: string, side: 'received' | 'sent', page: Page) {
  const rows = selectPage<FollowRequestRow>(
    instance.db,
    {
      select: 'SELECT * FROM follow_requests',
      where: [side === 'received' ? 'followee_id = ?' : 'follower_id = ?'],
      values: [userId],
      idColumn: 'id',
      dateColumn: 'created_at',
    },
    page,
  );
  const user = (id: string) => instance.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  return rows.flatMap((r) => {
    const follower = user(r.follower_id);
    const followee = user(r.followee_id);
    return follower && followee
      ? [{ id: r.id, follower: packUserLite(instance, follower), followee: packUserLite(instance, followee) }]
      : [];
  });
}
