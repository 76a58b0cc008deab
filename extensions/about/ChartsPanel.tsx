import { useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './about.css';
import { type ChartKindDefinition, type ChartLine, chartLines, periodStarts } from './chart-kinds';

type Span = 'day' | 'hour';
/** Periods shown: a month of days, or two days of hours. */
const PERIODS: Record<Span, number> = { day: 30, hour: 48 };

/**
 * Charts over time, per day or hour, one at a time from a choice (`kinds`, the strings under
 * `chart.kind.` naming them), drawn with uPlot in the theme's colours, with the numbers as a
 * table too: the server's on /about#charts, a person's on their profile's Activity tab.
 */
export function ChartsPanel<K extends string>({
  kinds,
  params,
  label,
}: {
  kinds: Readonly<Record<K, ChartKindDefinition>>;
  /** What every chart of the choice also takes (a person's `userId`). */
  params?: Readonly<Record<string, string>>;
  label: string;
}) {
  const t = useExtensionStrings('about');
  const names = Object.keys(kinds) as K[];
  const [kind, setKind] = useState<K>(names[0] as K);
  const [span, setSpan] = useState<Span>('day');
  // The numbers stay open (or closed) as the reader changes the chart.
  const [tableOpen, setTableOpen] = useState(false);
  const kindId = useId();
  const spanId = useId();
  return (
    <section className="page-card about-charts" aria-label={label}>
      <div className="about-chart-controls">
        <div>
          <label htmlFor={kindId}>{t('chart.which')}</label>
          <select id={kindId} value={kind} onChange={(e) => setKind(e.target.value as K)}>
            {names.map((k) => (
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
      {/* A new chart or span is a new fetch: the previous answer never meets the new chart's reader. */}
      <ChartBody
        key={`${kind}:${span}`}
        kind={kinds[kind]}
        label={t('chart.summary', { chart: t(`chart.kind.${kind}`), count: PERIODS[span] })}
        span={span}
        params={params}
        tableOpen={tableOpen}
        onTableToggle={setTableOpen}
      />
    </section>
  );
}

/** One chart: fetched, drawn, and its numbers as a table. */
function ChartBody({
  kind,
  label,
  span,
  params,
  tableOpen,
  onTableToggle,
}: {
  kind: ChartKindDefinition;
  label: string;
  span: Span;
  params: Readonly<Record<string, string>> | undefined;
  tableOpen: boolean;
  onTableToggle(open: boolean): void;
}) {
  const t = useExtensionStrings('about');
  const { i18n } = useHost();
  const chart = useEndpoint(kind.endpoint, { span, limit: PERIODS[span], ...params } as never);
  const data = chart.status === 'ready' ? chart.data : null;
  // Kept while the answer is the same, so the chart is drawn once per answer.
  const lines = useMemo(() => (data ? chartLines(kind, data) : null), [kind, data]);
  const plotted = useMemo(() => lines?.map((l) => ({ ...l, label: t(l.label) })) ?? [], [lines, t]);
  const times = useMemo(() => periodStarts(span, PERIODS[span]), [span]);
  if (chart.status === 'loading') return <p role="status">{i18n.t('kernel.loading')}</p>;
  if (chart.status === 'error' || !lines) return <p role="alert">{t('chart.failed')}</p>;
  return (
    <>
      <Plot lines={plotted} times={times} label={label} />
      <ChartTable lines={lines} times={times} span={span} open={tableOpen} onToggle={onTableToggle} />
    </>
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
function ChartTable({
  lines,
  times,
  span,
  open,
  onToggle,
}: {
  lines: ChartLine[];
  times: number[];
  span: Span;
  open: boolean;
  onToggle(open: boolean): void;
}) {
  const t = useExtensionStrings('about');
  const { i18n } = useHost();
  const format = new Intl.DateTimeFormat(
    i18n.locale,
    span === 'day' ? { dateStyle: 'medium' } : { dateStyle: 'short', timeStyle: 'short' },
  );
  const rows = times.map((time, i) => ({ time, values: lines.map((l) => l.values[i] ?? 0) })).reverse();
  return (
    <details className="about-chart-table" open={open} onToggle={(e) => onToggle(e.currentTarget.open)}>
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
