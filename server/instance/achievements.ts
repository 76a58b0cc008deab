import type { entities } from 'misskey-js';
import type { Db } from './db/database';
import type { Notifications } from './notifications/notifications';

const steps = (prefix: string, values: readonly number[]) => values.map((v) => `${prefix}${v}`);
const range = (from: number, to: number, step: number) =>
  Array.from({ length: (to - from) / step + 1 }, (_, i) => from + i * step);

type AchievementName = entities.Achievement['name'];

/** Every achievement a client may claim (spec 001 section 3, "Achievements"). */
export const ACHIEVEMENT_NAMES = [
  ...steps('notes', [1, 10, 100, 500, 1000, 5000, ...range(10000, 100000, 10000)]),
  ...steps('login', [3, 7, 15, 30, 60, ...range(100, 1000, 100)]),
  ...steps('passedSinceAccountCreated', [1, 2, 3]),
  'loggedInOnBirthday',
  'loggedInOnNewYearsDay',
  'noteClipped1',
  'noteFavorited1',
  'myNoteFavorited1',
  'profileFilled',
  'markedAsCat',
  ...steps('following', [1, 10, 50, 100, 300]),
  ...steps('followers', [1, 10, 50, 100, 300, 500, 1000]),
  'collectAchievements30',
  'viewAchievements3min',
  'iLoveMisskey',
  'foundTreasure',
  'client30min',
  'client60min',
  'noteDeletedWithin1min',
  'postedAtLateNight',
  'postedAt0min0sec',
  'selfQuote',
  'htl20npm',
  'viewInstanceChart',
  'outputHelloWorldOnScratchpad',
  'open3windows',
  'driveFolderCircularReference',
  'reactWithoutRead',
  'clickedClickHere',
  'justPlainLucky',
  'setNameToSyuilo',
  'cookieClicked',
  'brainDiver',
  'smashTestNotificationButton',
  'tutorialCompleted',
  'bubbleGameExplodingHead',
  'bubbleGameDoubleExplodingHead',
  // The generated steps are strings; misskey-js's name type lists the same names.
] as AchievementName[];

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
