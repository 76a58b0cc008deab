import { useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type {} from './api';
import { CHART_KINDS, type ChartKind, type ChartLine, chartLines, periodStarts } from './chart-kinds';

type Span = 'day' | 'hour';
/** Periods shown: a month of days, or two days of hours. */
const PERIODS: Record<Span, number> = { day: 30, hour: 48 };

/**
 * The about page's #charts tab: the server's notes, users, active users and drive over time, per
 * day or hour, drawn with uPlot in the theme's colours, with the numbers as a table too.
 */
export default function InstanceCharts() {
  const t = useExtensionStrings('about');
  const [kind, setKind] = useState<ChartKind>('notes');
  const [span, setSpan] = useState<Span>('day');
  const kindId = useId();
  const spanId = useId();
  const chart = useEndpoint(CHART_KINDS[kind].endpoint, { span, limit: PERIODS[span] });
  const host = useHost();
  const { i18n } = host;
  useEffect(() => host.events.emit('about.chartsViewed', {}), [host]);
  const data = chart.status === 'ready' ? chart.data : null;
  // Kept while the answer is the same, so the chart is drawn once per answer.
  const lines = useMemo(() => (data ? chartLines(kind, data) : null), [kind, data]);
  const plotted = useMemo(() => lines?.map((l) => ({ ...l, label: t(l.label) })) ?? [], [lines, t]);
  const times = useMemo(() => periodStarts(span, PERIODS[span]), [span]);
  return (
    <section className="page-card about-charts" aria-label={t('charts')}>
      <div className="about-chart-controls">
        <div>
          <label htmlFor={kindId}>{t('chart.which')}</label>
          <select id={kindId} value={kind} onChange={(e) => setKind(e.target.value as ChartKind)}>
            {(Object.keys(CHART_KINDS) as ChartKind[]).map((k) => (
              <option key={k} value={k}>
                {t(`chart.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={spanId}>{t('chart.span')}</label>
          <select id={spanId} value={span} onChange={(e) => setSpan(e.target.value as Span)}>
            <option value="day">{t('chart.perDay')}</option>
            <option value="hour">{t('chart.perHour')}</option>
          </select>
        </div>
      </div>
      {chart.status === 'loading' && <p role="status">{i18n.t('kernel.loading')}</p>}
      {chart.status === 'error' && <p role="alert">{t('chart.failed')}</p>}
      {lines && (
        <>
          <Plot
            lines={plotted}
            times={times}
            label={t('chart.summary', { chart: t(`chart.kind.${kind}`), count: PERIODS[span] })}
          />
          <ChartTable lines={lines} times={times} span={span} />
        </>
      )}
    </section>
  );
}

/** The chart itself: one uPlot, redrawn when its lines change and resized with its column. */
function Plot({ lines, times, label }: { lines: ChartLine[]; times: number[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const css = getComputedStyle(document.documentElement);
    const color = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
    const fg = color('--fg', '#333');
    const grid = color('--divider', 'rgba(0,0,0,0.1)');
    const palette = [color('--accent', '#2f6f5e'), '#d9822b', '#5b7fd6', '#b0569e'];
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: 260,
        series: [
          {},
          ...lines.map((line, i) => ({
            label: line.label,
            stroke: palette[i % palette.length],
            width: 2,
            points: { show: false },
          })),
        ],
        axes: [
          { stroke: fg, grid: { stroke: grid } },
          { stroke: fg, grid: { stroke: grid } },
        ],
        scales: { x: { time: true } },
      },
      [times, ...lines.map((l) => l.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 260 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [lines, times]);
  return <div ref={box} className="about-chart" role="img" aria-label={label} />;
}

/** The same numbers as a table, newest first, for screen readers and exact reading. */
function ChartTable({ lines, times, span }: { lines: ChartLine[]; times: number[]; span: Span }) {
  const t = useExtensionStrings('about');
  const { i18n } = useHost();
  const format = new Intl.DateTimeFormat(
    i18n.locale,
    span === 'day' ? { dateStyle: 'medium' } : { dateStyle: 'short', timeStyle: 'short' },
  );
  const rows = times.map((time, i) => ({ time, values: lines.map((l) => l.values[i] ?? 0) })).reverse();
  return (
    <details className="about-chart-table">
      <summary>{t('chart.table')}</summary>
      <table aria-label={t('chart.table')}>
        <thead>
          <tr>
            <th scope="col">{t('chart.period')}</th>
            {lines.map((l) => (
              <th key={l.label} scope="col">
                {t(l.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.time}>
              <th scope="row">{format.format(row.time * 1000)}</th>
              {row.values.map((v, i) => (
                <td key={lines[i]?.label}>{v.toLocaleString(i18n.locale)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
