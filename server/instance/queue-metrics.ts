import type { QueueName } from './job-queue-names';

const MINUTE = 60_000;
/** BullMQ's ONE_WEEK: the minutes its metrics keep. */
const MAX_POINTS = 7 * 24 * 60;

/** Misskey's QueueMetrics: a count per minute, the newest first, with totals. */
export interface PackedQueueMetrics {
  meta: { count: number; prevTS: number; prevCount: number };
  data: number[];
  count: number;
}

interface Series {
  total: number;
  prevTS: number;
  prevCount: number;
  /** Minute (ms since the epoch / 60 000) → jobs finished in it. */
  perMinute: Map<number, number>;
}

/** Counts jobs finishing (done, or failed) per queue and minute, for a week, as BullMQ's metrics do. */
export class QueueMetrics {
  private readonly series = new Map<QueueName, Series>();

  /** Forgets every count (a test's fresh instance). */
  clear(): void {
    this.series.clear();
  }

  /** One more job finished at `at`. */
  count(queue: QueueName, at: number): void {
    let s = this.series.get(queue);
    if (!s) {
      s = { total: 0, prevTS: 0, prevCount: 0, perMinute: new Map() };
      this.series.set(queue, s);
    }
    const minute = Math.floor(at / MINUTE);
    s.perMinute.set(minute, (s.perMinute.get(minute) ?? 0) + 1);
    for (const old of s.perMinute.keys()) {
      if (old > minute - MAX_POINTS) break;
      s.perMinute.delete(old);
    }
    s.prevCount = s.total;
    s.total++;
    s.prevTS = at;
  }

  /** The metrics of a queue now: one point per minute since its first counted job (a week at most). */
  of(queue: QueueName, now = Date.now()): PackedQueueMetrics {
    const s = this.series.get(queue);
    if (!s) return { meta: { count: 0, prevTS: 0, prevCount: 0 }, data: [], count: 0 };
    const current = Math.floor(now / MINUTE);
    const first = Math.max(Math.min(...s.perMinute.keys(), current), current - MAX_POINTS + 1);
    const data: number[] = [];
    for (let minute = current; minute >= first; minute--) data.push(s.perMinute.get(minute) ?? 0);
    return { meta: { count: s.total, prevTS: s.prevTS, prevCount: s.prevCount }, data, count: data.length };
  }
}
