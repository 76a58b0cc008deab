/** Misskey's chart spans: UTC days or hours. */
export type ChartSpan = 'day' | 'hour';

const SPAN_MS: Record<ChartSpan, number> = { day: 86_400_000, hour: 3_600_000 };

/**
 * The periods a chart answers for, as Misskey gives them: `limit` periods of the span, the first
 * (index 0) the one holding the cursor (`offset`, a time in ms, or now), then older ones.
 */
export class ChartPeriods {
  /** Start of the oldest period. */
  readonly start: number;
  /** End (exclusive) of the newest period. */
  readonly end: number;
  readonly length: number;

  constructor(
    span: ChartSpan,
    readonly limit: number,
    cursor: number,
  ) {
    this.length = SPAN_MS[span];
    this.end = (Math.floor(cursor / this.length) + 1) * this.length;
    this.start = this.end - limit * this.length;
  }

  /** The period index of a time counted from the oldest (0) up, or -1 outside the periods. */
  slot(time: number): number {
    if (time < this.start || time >= this.end) return -1;
    return Math.floor((time - this.start) / this.length);
  }

  /** The SQL expression of a column's period counted from the oldest, for GROUP BY. */
  slotSql(column: string): string {
    return `((${column} - ${this.start}) / ${this.length})`;
  }

  /** An array of zeros, one per period, oldest first. */
  zeros(): number[] {
    return new Array<number>(this.limit).fill(0);
  }

  /** Turns an oldest-first series into Misskey's newest-first order. */
  newestFirst(series: number[]): number[] {
    return [...series].reverse();
  }
}
