import { Link, useEndpoint, useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import './hashtags.css';

/** How often the trends are asked for again. */
const REFRESH_MS = 60_000;

/** The hashtags people use now, each with its 20-hour sparkline and how many use it. */
export default function TrendsWidget(_props: WidgetProps) {
  const t = useExtensionStrings('hashtags');
  const trends = useEndpoint('hashtags/trend', {}, { refreshMs: REFRESH_MS });
  if (trends.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (trends.status === 'error') return <p role="alert">{t('loadFailed')}</p>;
  if (trends.data.length === 0) return <p className="tag-empty">{t('noTrends')}</p>;
  return (
    <ol className="trends">
      {trends.data.map((trend) => (
        <li key={trend.tag} className="trend">
          <div>
            <Link to={`/tags/${encodeURIComponent(trend.tag)}`} className="trend-tag">
              #{trend.tag}
            </Link>
            <span className="trend-users">{t('usersCount', { count: trend.usersCount })}</span>
          </div>
          <Sparkline values={trend.chart} />
        </li>
      ))}
    </ol>
  );
}

/** A small line of the hourly counts, drawn as SVG (decorative: the count says it in words). */
function Sparkline({ values }: { values: readonly number[] }) {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? 60 / (values.length - 1) : 0;
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${(22 - (v / max) * 20).toFixed(1)}`).join(' ');
  return (
    <svg className="trend-chart" viewBox="0 0 60 24" width={60} height={24} aria-hidden="true">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
}
