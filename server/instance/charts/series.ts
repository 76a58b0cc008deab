import type { Db } from '../db/database';
import type { ChartPeriods } from './periods';

/** Rows of a table that a chart counts, and how removed ones are recorded in chart_removals. */
export interface CountedRows {
  /** The table (or a join) and the condition selecting the counted rows, with its values. */
  from: string;
  where: string;
  values: readonly unknown[];
  /** The creation time column of `from`. */
  createdAt: string;
  /** The condition on chart_removals (its kind, and the same selection), with its values. */
  removedWhere: string;
  removedValues: readonly unknown[];
  /** What one row adds (`1`, or a column such as the file size). */
  amount?: { rows: string; removed: string };
}

/** Per period, oldest first: what was added, what was removed, and the total at its end. */
export interface Series {
  total: number[];
  inc: number[];
  dec: number[];
}

/**
 * Counts rows per period from the table itself and from the removals recorded by triggers, so
 * a chart holds what really happened: additions (rows made in the period, kept or removed since),
 * removals, and totals worked back from today's count.
 */
export function countSeries(db: Db, periods: ChartPeriods, rows: CountedRows): Series {
  const amount = rows.amount ?? { rows: '1', removed: '1' };
  const grouped = (sql: string, values: readonly unknown[]) => {
    const series = periods.zeros();
    for (const r of db.prepare(sql).all(...values) as { slot: number; n: number }[]) {
      if (r.slot >= 0 && r.slot < periods.limit) series[r.slot] = (series[r.slot] ?? 0) + r.n;
    }
    return series;
  };
  const kept = grouped(
    `SELECT ${periods.slotSql(rows.createdAt)} AS slot, SUM(${amount.rows}) AS n FROM ${rows.from}
     WHERE ${rows.where} AND ${rows.createdAt} >= ? AND ${rows.createdAt} < ? GROUP BY slot`,
    [...rows.values, periods.start, periods.end],
  );
  const removedLater = grouped(
    `SELECT ${periods.slotSql('created_at')} AS slot, SUM(${amount.removed}) AS n FROM chart_removals
     WHERE ${rows.removedWhere} AND created_at >= ? AND created_at < ? GROUP BY slot`,
    [...rows.removedValues, periods.start, periods.end],
  );
  const dec = grouped(
    `SELECT ${periods.slotSql('removed_at')} AS slot, SUM(${amount.removed}) AS n FROM chart_removals
     WHERE ${rows.removedWhere} AND removed_at >= ? AND removed_at < ? GROUP BY slot`,
    [...rows.removedValues, periods.start, periods.end],
  );
  const inc = kept.map((n, i) => n + (removedLater[i] ?? 0));
  // The total at the end of the newest period: what exists and was made before it, plus what was
  // made before it and removed after it.
  const existing = db
    .prepare(
      `SELECT COALESCE(SUM(${amount.rows}), 0) AS n FROM ${rows.from} WHERE ${rows.where} AND ${rows.createdAt} < ?`,
    )
    .get(...rows.values, periods.end) as { n: number };
  const removedAfter = db
    .prepare(
      `SELECT COALESCE(SUM(${amount.removed}), 0) AS n FROM chart_removals
       WHERE ${rows.removedWhere} AND created_at < ? AND removed_at >= ?`,
    )
    .get(...rows.removedValues, periods.end, periods.end) as { n: number };
  const total = periods.zeros();
  let running = existing.n + removedAfter.n;
  for (let i = periods.limit - 1; i >= 0; i--) {
    total[i] = running;
    running = running - (inc[i] ?? 0) + (dec[i] ?? 0);
  }
  return { total, inc, dec };
}

/** A series in Misskey's order (newest first), its fields named as asked. */
export function newestFirst<T extends Record<string, number[]>>(periods: ChartPeriods, series: T): T {
  return Object.fromEntries(Object.entries(series).map(([k, v]) => [k, periods.newestFirst(v)])) as T;
}
