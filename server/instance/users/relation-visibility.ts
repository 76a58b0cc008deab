import type { Db } from '../db/database';
import { profileOf, type UserRow } from './user-row';

/**
 * Whether a viewer may see whom a user follows (`following`) or who follows them (`followers`):
 * Misskey's followingVisibility and followersVisibility. `public` is everyone, `followers` the
 * user's followers, `private` the user alone; the moderators of the server see everything.
 */
export function canSeeRelations(
  db: Db,
  owner: UserRow,
  side: 'followers' | 'following',
  /** Called only when the list is not public, so packing public profiles costs no lookup. */
  viewerOf: () => Pick<UserRow, 'id' | 'is_admin' | 'is_moderator'> | null,
): boolean {
  const profile = profileOf(owner);
  const visibility = (side === 'followers' ? profile.followersVisibility : profile.followingVisibility) ?? 'public';
  if (visibility === 'public') return true;
  const viewer = viewerOf();
  if (viewer === null) return false;
  if (viewer.id === owner.id || viewer.is_admin === 1 || viewer.is_moderator === 1) return true;
  if (visibility === 'private') return false;
  return (
    db.prepare('SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ?').get(viewer.id, owner.id) !== undefined
  );
}
