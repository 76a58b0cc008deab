import { useEndpoint, useExtensionStrings, useViewer, type WidgetProps } from '@tessera/sdk';
import './about-widgets.css';

const WEEKS = 20;
const DAYS = WEEKS * 7;

/** One's notes over the last twenty weeks, a square a day (darker for more), from charts/user/notes. */
export default function ActivityWidget(_props: WidgetProps) {
  const t = useExtensionStrings('about');
  const viewer = useViewer();
  const chart = useEndpoint('charts/user/notes', { userId: viewer.userId ?? '', span: 'day', limit: DAYS });
  if (!viewer.userId) return <p className="widget-hint">{t('widget.signInFirst')}</p>;
  if (!chart.data) return <p className="widget-hint">{t('widget.loading')}</p>;
  // The chart answers newest first; the grid runs from the oldest day, a column a week.
  const perDay = [...chart.data.inc].reverse();
  const total = perDay.reduce((a, b) => a + b, 0);
  const busiest = Math.max(1, ...perDay);
  const today = new Date();
  const dayLabel = (index: number) => {
    const date = new Date(today);
    date.setDate(today.getDate() - (perDay.length - 1 - index));
    return date.toLocaleDateString();
  };
  return (
    <div className="activity-widget">
      <div
        className="activity-grid"
        role="img"
        aria-label={t('widget.activityTotal', { count: String(total), weeks: String(WEEKS) })}
      >
        {perDay.map((count, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a square per day, in order
            key={i}
            className="activity-day"
            title={t('widget.activityDay', { date: dayLabel(i), count: String(count) })}
            style={{ opacity: count === 0 ? 0.12 : 0.3 + 0.7 * (count / busiest) }}
          />
        ))}
      </div>
      <p className="widget-hint">{t('widget.activityTotal', { count: String(total), weeks: String(WEEKS) })}</p>
    </div>
  );
}
