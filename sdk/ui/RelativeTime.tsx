import { useEffect, useState } from 'react';
import { afterPaint } from '../after-paint';
import { useI18n } from '../hooks';
import {
  absoluteTimeFormat,
  ageClass,
  hasAbsoluteTimeFormat,
  refreshInterval,
  relativeTime,
  relativeTimeText,
} from '../time';

/**
 * A time shown relative to now ('3 minutes ago'), kept fresh at the spec's intervals, with the
 * absolute date and time on hover and for assistive technology (a <time> element). A time that is
 * missing or not a time (a field a server left out) shows nothing rather than breaking the page.
 */
export function RelativeTime({
  time,
  className,
}: {
  time: string | number | Date | null | undefined;
  className?: string;
}) {
  const at = time === null || time === undefined ? Number.NaN : new Date(time).getTime();
  return Number.isFinite(at) ? <ShownTime at={at} className={className} /> : null;
}

function ShownTime({ at, className }: { at: number; className: string | undefined }) {
  const i18n = useI18n();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), refreshInterval(at, now));
    return () => clearTimeout(timer);
  }, [at, now]);
  const text = relativeTimeText(relativeTime(at, now), i18n.t);
  const absolute = useAbsoluteTime(at, i18n.locale);
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

/**
 * The moment's date and time in the language's format. The page's first date format loads the
 * browser's formatting data (50 to 100 ms on a slow device), so until one has been made the first
 * times draw without it and gain it once the frame has been painted.
 */
function useAbsoluteTime(at: number, locale: string): string | undefined {
  const ready = hasAbsoluteTimeFormat(locale);
  const [, formatMade] = useState(ready);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void afterPaint().then(() => {
      absoluteTimeFormat(locale);
      if (current) formatMade(true);
    });
    return () => {
      current = false;
    };
  }, [ready, locale]);
  return ready ? absoluteTimeFormat(locale).format(at) : undefined;
}
