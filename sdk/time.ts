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

// Making an Intl formatter costs far more than formatting with one (a feed of notes spent most of
// its first render making them), so each is made once per locale.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const absoluteFormats = new Map<string, Intl.DateTimeFormat>();

/** A relative time formatter for the locale, or en-US's when the browser cannot format it (spec 001 section 1). */
export function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    try {
      format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    } catch {
      format = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
    }
    relativeFormats.set(locale, format);
  }
  return format;
}

/** A date and time formatter (medium date, medium time) for the locale, or en-US's. */
export function absoluteTimeFormat(locale: string): Intl.DateTimeFormat {
  let format = absoluteFormats.get(locale);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    absoluteFormats.set(locale, format);
  }
  return format;
}
