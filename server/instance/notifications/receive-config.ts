import type { entities } from 'misskey-js';
import type { Db } from '../db/database';
import { profileOf, type UserRow } from '../users/user-row';

/** One type's setting: from whom notifications of that type are received. */
export type ReceiveConfig = NonNullable<
  entities.MeDetailed['notificationRecieveConfig'][keyof entities.MeDetailed['notificationRecieveConfig']]
>;

const follows = (db: Db, followerId: string, followeeId: string) =>
  db.prepare('SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ?').get(followerId, followeeId) !==
  undefined;

/**
 * Whether the notifiee receives a notification of this type from this notifier, by their
 * notificationRecieveConfig (Misskey's rules): 'never' drops it; the relation choices ask
 * whether the notifiee follows the notifier, is followed by them, both or either. A list choice
 * receives from the list's members; this instance has no lists yet, so it receives from nobody.
 */
export function receives(db: Db, notifiee: UserRow, type: string, notifierId: string | undefined): boolean {
  const config = (
    profileOf(notifiee).notificationRecieveConfig as Record<string, ReceiveConfig | undefined> | undefined
  )?.[type];
  if (!config || config.type === 'all') return true;
  if (config.type === 'never') return false;
  if (notifierId === undefined) return true; // the relation choices concern a person
  const following = () => follows(db, notifiee.id, notifierId);
  const follower = () => follows(db, notifierId, notifiee.id);
  switch (config.type) {
    case 'following':
      return following();
    case 'follower':
      return follower();
    case 'mutualFollow':
      return following() && follower();
    case 'followingOrFollower':
      return following() || follower();
    case 'list':
      return false;
  }
}
