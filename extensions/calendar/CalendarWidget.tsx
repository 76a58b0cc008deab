import { useExtensionStrings, useI18n, type WidgetProps } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { calendarProgress } from './progress';
import './calendar.css';

/** Today's date, and how far the day, the month and the year have gone. */
export default function CalendarWidget(_props: WidgetProps) {
  const t = useExtensionStrings('calendar');
  const { locale } = useI18n();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const progress = calendarProgress(now);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options).format(now);
  const bars = [
    ['today', progress.day],
    ['thisMonth', progress.month],
    ['thisYear', progress.year],
  ] as const;
  return (
    <div className="calendar-widget">
      <div className="calendar-date">
        <span className="calendar-month">{part({ year: 'numeric', month: 'long' })}</span>
        <span className="calendar-day">{part({ day: 'numeric' })}</span>
        <span className="calendar-weekday">{part({ weekday: 'long' })}</span>
      </div>
      <dl className="calendar-progress">
        {bars.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>
              <progress max={1} value={value} aria-label={t(label)} />
              <span>{Math.floor(value * 100)}%</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
