import type { entities } from 'misskey-js';
import type { AchievementName } from './catalogue';

const NOTE_STEPS = [1, 10, 100, 500, 1000, 5000, 10000, 20000, 30000, 40000, 50000, 60000, 70000, 80000, 90000, 100000];
const LOGIN_STEPS = [3, 7, 15, 30, 60, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000];
const FOLLOWING_STEPS = [1, 10, 50, 100, 300];
const FOLLOWER_STEPS = [1, 10, 50, 100, 300, 500, 1000];
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const reached = (prefix: string, steps: readonly number[], value: number) =>
  steps.filter((step) => value >= step).map((step) => `${prefix}${step}` as AchievementName);

/** The note-count achievements a count has reached. */
export function noteCountClaims(notesCount: number): AchievementName[] {
  return reached('notes', NOTE_STEPS, notesCount);
}

/**
 * What the account itself has earned, checked when it is loaded (as Misskey's client checks at
 * start-up): note, login-day, following and follower counts, years since it was made, signing in
 * on one's birthday or on New Year's Day, a filled profile, being a cat, and 30 achievements.
 */
export function accountClaims(me: entities.MeDetailed, now: Date): AchievementName[] {
  const claims = [
    ...noteCountClaims(me.notesCount),
    ...reached('login', LOGIN_STEPS, me.loggedInDays),
    ...reached('following', FOLLOWING_STEPS, me.followingCount),
    ...reached('followers', FOLLOWER_STEPS, me.followersCount),
    ...reached('passedSinceAccountCreated', [1, 2, 3], (now.getTime() - Date.parse(me.createdAt)) / YEAR_MS),
  ];
  const monthDay = `${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  if (me.birthday?.slice(5) === monthDay) claims.push('loggedInOnBirthday');
  if (monthDay === '01-01') claims.push('loggedInOnNewYearsDay');
  if (me.name && me.description && me.avatarId && me.bannerId) claims.push('profileFilled');
  if (me.isCat) claims.push('markedAsCat');
  if (me.achievements.length >= 30) claims.push('collectAchievements30');
  return claims;
}

/**
 * What posting a note earns (checked as it is sent): late at night (0 to 3 o'clock), on the hour
 * to the second, and saying you love Misskey.
 */
export function postClaims(note: { text?: unknown }, now: Date): AchievementName[] {
  const claims: AchievementName[] = [];
  if (now.getHours() < 4) claims.push('postedAtLateNight');
  if (now.getMinutes() === 0 && now.getSeconds() === 0) claims.push('postedAt0min0sec');
  if (typeof note.text === 'string' && /I\s*\u2764\ufe0f?\s*#Misskey/i.test(note.text)) claims.push('iLoveMisskey');
  return claims;
}

/** Misskey's reactWithoutRead: a reaction to a long note (over 100 characters) within 3 s of its posting. */
export function reactedWithoutReading(note: { text?: string | null; createdAt: string }, now: number): boolean {
  return (note.text?.length ?? 0) > 100 && now - Date.parse(note.createdAt) < 3_000;
}

/** Misskey's noteDeletedWithin1min: one's own note deleted within a minute of posting it. */
export function deletedWithinAMinute(note: { createdAt: string }, now: number): boolean {
  return now - Date.parse(note.createdAt) < 60_000;
}

/**
 * Misskey's smashTestNotificationButton: the test notification asked for ten times, each press
 * within 300 ms of the last. Give it each press's time; it says when the tenth comes.
 */
export function smashCounter(): (now: number) => boolean {
  let count = 0;
  let last = Number.NEGATIVE_INFINITY;
  return (now) => {
    count = now - last <= 300 ? count + 1 : 1;
    last = now;
    return count >= 10;
  };
}

/**
 * Misskey's htl20npm: 20 notes arriving in the home timeline within a minute. Give it each
 * arrival's time; it keeps the last minute's and says when there are 20.
 */
export function arrivalRate(): (now: number) => boolean {
  let times: number[] = [];
  return (now) => {
    times = [...times.filter((t) => now - t < 60_000), now];
    return times.length >= 20;
  };
}
