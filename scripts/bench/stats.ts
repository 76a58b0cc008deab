/** One benchmark figure over several runs: every run's value and the median, min and max. */
export interface Figure {
  /** Which of the bench's figures it belongs to (1 to 11). */
  group: number;
  name: string;
  unit: string;
  runs: number[];
  median: number;
  min: number;
  max: number;
  /** The target, when the README names one: the figure meets it when it is at most this. */
  target?: number;
}

/** The median of the values (the lower middle one for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** The value at a percentile (0 to 100), by the nearest-rank method. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** Summarises the runs of one figure. */
export function figure(group: number, name: string, unit: string, runs: readonly number[], target?: number): Figure {
  return {
    group,
    name,
    unit,
    runs: [...runs],
    median: median(runs),
    min: Math.min(...runs),
    max: Math.max(...runs),
    ...(target === undefined ? {} : { target }),
  };
}

/** Collects per-run values under names, so a run can report several figures at once. */
export class RunTable {
  private readonly values = new Map<string, number[]>();

  add(name: string, value: number): void {
    const list = this.values.get(name) ?? [];
    list.push(value);
    this.values.set(name, list);
  }

  addAll(values: Record<string, number>): void {
    for (const [name, value] of Object.entries(values)) this.add(name, value);
  }

  get(name: string): number[] {
    return this.values.get(name) ?? [];
  }
}

/** A figure's value with its unit, as the table and the README show it. */
export const formatValue = (value: number, unit: string): string => {
  if (!Number.isFinite(value)) return '-';
  if (unit === 'KB' || unit === 'MB' || unit === 's') return `${value.toFixed(1)} ${unit}`;
  if (unit === '×') return `${value.toFixed(2)}×`;
  // Under 10 ms a tenth tells something (the latency proxy mode adds is about a millisecond).
  if (unit === 'ms' && Math.abs(value) < 10) return `${value.toFixed(1)} ms`;
  return `${Math.round(value).toLocaleString('en-US')}${unit ? ` ${unit}` : ''}`;
};

/** The figures as a text table: median, min, max, and the target with whether it is met. */
export function formatTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [
    `${f.group}. ${f.name}`,
    formatValue(f.median, f.unit),
    formatValue(f.min, f.unit),
    formatValue(f.max, f.unit),
    f.target === undefined ? '' : `${f.median <= f.target ? 'met' : 'NOT met'} (<= ${formatValue(f.target, f.unit)})`,
  ]);
  const header = ['figure', 'median', 'min', 'max', 'target'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
