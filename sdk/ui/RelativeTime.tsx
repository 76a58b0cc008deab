import { useEffect, useState } from 'react';
import { useI18n } from '../hooks';
import { ageClass, refreshInterval, relativeTime } from '../time';

/**
 * A time shown relative to now ('3 minutes ago'), kept fresh at the spec's intervals, with the
 * absolute date and time on hover and for assistive technology (a <time> element).
 */
export function RelativeTime({ time, className }: { time: string | number | Date; className?: string }) {
  const i18n = useI18n();
  const at = new Date(time).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), refreshInterval(at, now));
    return () => clearTimeout(timer);
  }, [at, now]);
  const locale = i18n.locale;
  const r = relativeTime(at, now);
  let text: string;
  try {
    text =
      r.kind === 'justNow'
        ? i18n.t('kernel.time.justNow')
        : new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(r.future ? r.value : -r.value, r.unit);
  } catch {
    // A locale the browser cannot format falls back to en-US (spec 001 section 1).
    text =
      r.kind === 'justNow'
        ? 'just now'
        : new Intl.RelativeTimeFormat('en-US').format(r.future ? r.value : -r.value, r.unit);
  }
  const absolute = formatAbsolute(at, locale);
  const age = ageClass(at, now);
  return (
    <time
      dateTime={new Date(at).toISOString()}
      title={absolute}
      className={[className, age !== 'recent' && `time-${age}`].filter(Boolean).join(' ') || undefined}
    >
      {text}
    </time>
  );
}

function formatAbsolute(at: number, locale: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
  try {
    return new Intl.DateTimeFormat(locale, options).format(at);
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(at);
  }
}
