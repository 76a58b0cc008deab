import type { entities } from 'misskey-js';

const steps = (prefix: string, values: readonly number[]) => values.map((v) => `${prefix}${v}`);
const range = (from: number, to: number, step: number) =>
  Array.from({ length: (to - from) / step + 1 }, (_, i) => from + i * step);

/** The name of an achievement, as misskey-js types it. */
export type AchievementName = entities.Achievement['name'];

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
