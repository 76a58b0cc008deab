import type { entities } from 'misskey-js';

/** An achievement's name, as the server knows it. */
export type AchievementName = entities.Achievement['name'];

/** The frame of an achievement's badge, from the easiest to the rarest. */
export type Tier = 'bronze' | 'silver' | 'gold' | 'platinum';

/** How an achievement looks and reads: its emoji, its tier, and the strings that name it. */
export interface AchievementInfo {
  name: AchievementName;
  emoji: string;
  tier: Tier;
  /** The strings' key: the name, or the family for counted ones ('notes' for notes100). */
  key: string;
  /** The count of a counted achievement (100 for notes100). */
  count?: number;
  /** Kept as '???' until unlocked, as the fun ones are in Misskey. */
  secret?: boolean;
}

const counted =
  (family: string, emoji: (n: number) => string, tiers: readonly [number, Tier][]) =>
  (n: number): AchievementInfo => ({
    name: `${family}${n}` as AchievementName,
    emoji: emoji(n),
    tier: tiers.find(([upTo]) => n <= upTo)?.[1] ?? 'platinum',
    // The first of a family has words of its own ('First note', not '1 notes').
    key: n === 1 ? `${family}1` : family,
    count: n,
  });

const notes = counted(
  'notes',
  (n) =>
    n < 10
      ? '📝'
      : n < 100
        ? '📑'
        : n < 500
          ? '📒'
          : n < 1000
            ? '📚'
            : n < 5000
              ? '🗃️'
              : n < 10000
                ? '🌄'
                : n < 50000
                  ? '🌆'
                  : n < 100000
                    ? '🌌'
                    : '♾️',
  [
    [5000, 'bronze'],
    [40000, 'silver'],
    [90000, 'gold'],
  ],
);
const login = counted('login', (n) => (n < 30 ? '🌱' : n < 200 ? '🪴' : n < 500 ? '🌳' : n < 800 ? '🌄' : '🌇'), [
  [60, 'bronze'],
  [500, 'silver'],
  [900, 'gold'],
]);
const following = counted('following', (n) => ({ 1: '☘️', 10: '🚸', 50: '🤝', 100: '💯' })[n] ?? '🥰', [
  [50, 'bronze'],
  [300, 'silver'],
]);
const followers = counted(
  'followers',
  (n) => ({ 1: '☘️', 10: '👋', 50: '🐑', 100: '😎', 300: '🏆', 500: '📡' })[n] ?? '👑',
  [
    [50, 'bronze'],
    [300, 'silver'],
    [500, 'gold'],
  ],
);
const years = (n: number): AchievementInfo => ({
  name: `passedSinceAccountCreated${n}` as AchievementName,
  emoji: `${n}\ufe0f\u20e3`,
  tier: n === 1 ? 'bronze' : n === 2 ? 'silver' : 'gold',
  key: n === 1 ? 'passedSinceAccountCreated1' : 'passedSinceAccountCreated',
  count: n,
});
const one = (name: string, emoji: string, tier: Tier, secret = false): AchievementInfo => ({
  name: name as AchievementName,
  emoji,
  tier,
  key: name,
  ...(secret ? { secret } : {}),
});

/** Every achievement, in the order the achievements page lists them. */
export const ACHIEVEMENTS: readonly AchievementInfo[] = [
  ...[1, 10, 100, 500, 1000, 5000, 10000, 20000, 30000, 40000, 50000, 60000, 70000, 80000, 90000, 100000].map(notes),
  ...[3, 7, 15, 30, 60, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000].map(login),
  ...[1, 2, 3].map(years),
  one('loggedInOnBirthday', '🎂', 'silver'),
  one('loggedInOnNewYearsDay', '🎍', 'silver'),
  one('noteClipped1', '🖇️', 'bronze'),
  one('noteFavorited1', '🌟', 'bronze'),
  one('myNoteFavorited1', '🌠', 'silver'),
  one('profileFilled', '👌', 'bronze'),
  one('markedAsCat', '🐈', 'bronze'),
  ...[1, 10, 50, 100, 300].map(following),
  ...[1, 10, 50, 100, 300, 500, 1000].map(followers),
  one('collectAchievements30', '🏅', 'silver'),
  one('viewAchievements3min', '🏅', 'bronze'),
  one('iLoveMisskey', '❤️', 'silver'),
  one('foundTreasure', '🏆', 'gold', true),
  one('client30min', '🕒', 'bronze'),
  one('client60min', '🕒', 'silver'),
  one('noteDeletedWithin1min', '🗑️', 'bronze'),
  one('postedAtLateNight', '🌙', 'bronze'),
  one('postedAt0min0sec', '🕛', 'bronze'),
  one('selfQuote', '📝', 'bronze'),
  one('htl20npm', '🌊', 'bronze'),
  one('viewInstanceChart', '📊', 'bronze'),
  one('outputHelloWorldOnScratchpad', '🔰', 'bronze'),
  one('open3windows', '🖥️', 'bronze'),
  one('driveFolderCircularReference', '📂', 'bronze', true),
  one('reactWithoutRead', '❓', 'bronze', true),
  one('clickedClickHere', '❗', 'bronze', true),
  one('justPlainLucky', '🍀', 'silver', true),
  one('setNameToSyuilo', '🍮', 'bronze', true),
  one('cookieClicked', '🍪', 'bronze', true),
  one('brainDiver', '🧠', 'bronze', true),
  one('smashTestNotificationButton', '🔔', 'bronze', true),
  one('tutorialCompleted', '🎓', 'bronze'),
  one('bubbleGameExplodingHead', '🤯', 'bronze'),
  one('bubbleGameDoubleExplodingHead', '🤯', 'silver'),
];

const byName = new Map(ACHIEVEMENTS.map((a) => [a.name as string, a]));

/** What is known of an achievement by its name (undefined for one this client does not know). */
export function achievementInfo(name: string): AchievementInfo | undefined {
  return byName.get(name);
}
