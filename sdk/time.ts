import type { I18n } from './i18n';

/** How a moment reads relative to now (spec 001 section 9, "Relative time"). */
export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'relative'; value: number; unit: RelativeTimeUnit; future: boolean };

/** The units a relative time is counted in, the largest whole one first. */
export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

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
  const [unit, size]: [RelativeTimeUnit, number] =
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

/** The kernel's message for each unit of a relative time, a number and an abbreviation ('{n}m'). */
const UNIT_MESSAGES: Readonly<Record<RelativeTimeUnit, string>> = {
  second: 'kernel.time.second',
  minute: 'kernel.time.minute',
  hour: 'kernel.time.hour',
  day: 'kernel.time.day',
  week: 'kernel.time.week',
  month: 'kernel.time.month',
  year: 'kernel.time.year',
};

/**
 * A relative time in the language's words: 'just now', '5m ago', 'in 3d'. The kernel's own short
 * messages, as Misskey's client has, not Intl.RelativeTimeFormat: the first number or date format
 * a page makes loads the browser's formatting data, which took 50 to 100 ms before the first
 * notes could draw on a slow device.
 */
export function relativeTimeText(time: RelativeTime, t: I18n['t']): string {
  if (time.kind === 'justNow') return t('kernel.time.justNow');
  const amount = t(UNIT_MESSAGES[time.unit], { n: time.value });
  return t(time.future ? 'kernel.time.later' : 'kernel.time.ago', { time: amount });
}

// Making an Intl formatter costs far more than formatting with one (a feed of notes spent most of
// its first render making them), so each is made once per locale.
const absoluteFormats = new Map<string, Intl.DateTimeFormat>();

/** Whether the locale's date and time formatter has been made, so that formatting now is cheap. */
export function hasAbsoluteTimeFormat(locale: string): boolean {
  return absoluteFormats.has(locale);
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
