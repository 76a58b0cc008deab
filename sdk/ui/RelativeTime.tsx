import { useEffect, useState } from 'react';
import { useI18n } from '../hooks';
import { absoluteTimeFormat, ageClass, refreshInterval, relativeTime, relativeTimeFormat } from '../time';

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
  const r = relativeTime(at, now);
  const text =
    r.kind === 'justNow'
      ? i18n.t('kernel.time.justNow')
      : relativeTimeFormat(i18n.locale).format(r.future ? r.value : -r.value, r.unit);
  const absolute = absoluteTimeFormat(i18n.locale).format(at);
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
