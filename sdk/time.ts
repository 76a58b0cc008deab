/** How a moment reads relative to now (spec 001 section 9, "Relative time"). */
export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'relative'; value: number; unit: Intl.RelativeTimeFormatUnit; future: boolean };

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The spec's week, month and year lengths: 604800 s, 2592000 s, 31536000 s. */
const WEEK = 604_800 * SECOND;
const MONTH = 2_592_000 * SECOND;
const YEAR = 31_536_000 * SECOND;

/**
 * 'Just now' from 3 s ahead to 10 s ago; otherwise the largest whole unit among seconds,
 * minutes, hours, days, weeks, months and years.
 */
export function relativeTime(time: number, now: number): RelativeTime {
  const diff = now - time;
  if (diff > -3 * SECOND && diff < 10 * SECOND) return { kind: 'justNow' };
  const future = diff < 0;
  const ago = Math.abs(diff);
  const [unit, size]: [Intl.RelativeTimeFormatUnit, number] =
    ago >= YEAR
      ? ['year', YEAR]
      : ago >= MONTH
        ? ['month', MONTH]
        : ago >= WEEK
          ? ['week', WEEK]
          : ago >= DAY
            ? ['day', DAY]
            : ago >= HOUR
              ? ['hour', HOUR]
              : ago >= MINUTE
                ? ['minute', MINUTE]
                : ['second', SECOND];
  return { kind: 'relative', value: Math.floor(ago / size), unit, future };
}

/** How often a shown time is recomputed: every 10 s under a minute old, 60 s under an hour, else 180 s. */
export function refreshInterval(time: number, now: number): number {
  const ago = Math.abs(now - time);
  return ago < MINUTE ? 10 * SECOND : ago < HOUR ? 60 * SECOND : 180 * SECOND;
}

/** How old a moment looks: 'old' past 90 days, 'older' past 180 days, else 'recent'. */
export function ageClass(time: number, now: number): 'recent' | 'old' | 'older' {
  const ago = now - time;
  return ago > 180 * DAY ? 'older' : ago > 90 * DAY ? 'old' : 'recent';
}
