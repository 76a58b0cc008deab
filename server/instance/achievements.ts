import type { entities } from 'misskey-js';
import type { AchievementName } from './achievement-names';
import type { Db } from './db/database';
import type { Notifications } from './notifications/notifications';

/** A user's achievements as misskey-js's Achievement, in the order they were unlocked. */
export function achievementsOf(db: Db, userId: string): entities.Achievement[] {
  // Names were checked against Misskey's list when claimed (i/claim-achievement).
  const rows = db
    .prepare('SELECT name, unlocked_at FROM achievements WHERE user_id = ? ORDER BY unlocked_at')
    .all(userId) as { name: AchievementName; unlocked_at: number }[];
  return rows.map((a) => ({ name: a.name, unlockedAt: a.unlocked_at }));
}

/** Unlocks an achievement for a user, once, with its notification (Misskey's AchievementService.create). */
export function grantAchievement(db: Db, notifications: Notifications, userId: string, name: AchievementName): void {
  const added = db
    .prepare('INSERT OR IGNORE INTO achievements (user_id, name, unlocked_at) VALUES (?, ?, ?)')
    .run(userId, name, Date.now());
  if (added.changes > 0) notifications.create(userId, 'achievementEarned', { data: { achievement: name } });
}
