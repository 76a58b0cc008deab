import type { Db } from '../db/database';

/** How one follow behaves (Misskey's following.notify and withReplies). */
export interface FollowSettings {
  /** 'normal': the follower is notified of each new note of the followee. */
  notify: 'normal' | 'none';
  /** The followee's replies to others show in the follower's home timeline. */
  withReplies: boolean;
}

/** A follow's settings, or undefined when the follower does not follow the followee. */
export function followSettingsOf(db: Db, followerId: string, followeeId: string): FollowSettings | undefined {
  const row = db
    .prepare('SELECT notify, with_replies FROM follows WHERE follower_id = ? AND followee_id = ?')
    .get(followerId, followeeId) as { notify: string; with_replies: number } | undefined;
  return row && { notify: row.notify === 'normal' ? 'normal' : 'none', withReplies: row.with_replies === 1 };
}

/**
 * Changes the given settings of one follow of the follower, or of all of them when followeeId is
 * null (following/update-all); settings not given stay.
 */
export function updateFollowSettings(
  db: Db,
  followerId: string,
  followeeId: string | null,
  change: Partial<FollowSettings>,
): void {
  const sets: string[] = [];
  const values: unknown[] = [];
  if (change.notify !== undefined) {
    sets.push('notify = ?');
    values.push(change.notify);
  }
  if (change.withReplies !== undefined) {
    sets.push('with_replies = ?');
    values.push(change.withReplies ? 1 : 0);
  }
  if (sets.length === 0) return;
  const which = followeeId === null ? '' : ' AND followee_id = ?';
  db.prepare(`UPDATE follows SET ${sets.join(', ')} WHERE follower_id = ?${which}`).run(
    ...values,
    followerId,
    ...(followeeId === null ? [] : [followeeId]),
  );
}

/** The followers to tell of a new note of the user (those whose follow says notify 'normal'). */
export function notifiedFollowers(db: Db, followeeId: string): string[] {
  return (
    db.prepare("SELECT follower_id FROM follows WHERE followee_id = ? AND notify = 'normal'").all(followeeId) as {
      follower_id: string;
    }[]
  ).map((r) => r.follower_id);
}
