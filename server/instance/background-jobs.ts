import type { BackgroundJob, InstanceEvents } from './events';
import { JobStateError } from './job-queue-errors';
import { type ClearState, type JobState, QUEUE_NAMES, type QueueName } from './job-queue-names';
import { QueueMetrics } from './queue-metrics';
import { queueStore } from './queue-store';

/** How many jobs wait, run, have run and have failed (Misskey's queue counts). */
export interface JobCounts {
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  delayed: number;
}

type Status = 'waiting' | 'active' | 'delayed' | 'completed' | 'failed';

/** A job as the queue keeps it. */
interface JobRecord {
  id: string;
  queue: QueueName;
  job: BackgroundJob;
  status: Status;
  timestamp: number;
  processedOn: number | undefined;
  finishedOn: number | undefined;
  attemptsMade: number;
  delay: number;
  failedReason: string | undefined;
  stacktrace: string[];
  returnValue: unknown;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The `forgetAll` it was made after: a try still running when everything was forgotten stays gone. */
  generation: number;
}

/** Misskey's answer for one job (its QueueJob schema). */
export interface PackedJob {
  id: string;
  name: string;
  data: Record<string, unknown>;
  opts: Record<string, unknown>;
  timestamp: number;
  processedOn?: number;
  finishedOn?: number;
  progress: number;
  attempts: number;
  delay: number;
  failedReason?: string;
  stacktrace: string[];
  returnValue: unknown;
  isFailed: boolean;
}

/** Misskey keeps finished jobs a week, the last 30 done and the last 100 failed of each queue. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const KEEP_COMPLETED = 30;
const KEEP_FAILED = 100;
/** The error stacks kept per job (the newest). */
const KEEP_STACKS = 10;
/** admin/queue/jobs answers at most this many, and searches this many. */
const LIST_LIMIT = 100;
const SEARCH_LIMIT = 1000;

/**
 * Runs the instance's background work (exports, imports, deletions, webhook deliveries) one job at
 * a time per queue, sorted into Misskey's queues. Jobs arrive as events, so a call that fails and rolls back
 * never leaves a job behind. A failed try waits its backoff as a delayed job and runs again until
 * its attempts are used up; finished jobs stay listed for a while (bounded), so the control panel
 * can show, retry, promote and remove them as Misskey's does.
 */
export class BackgroundJobs {
  private readonly records = new Map<QueueName, Map<string, JobRecord>>(QUEUE_NAMES.map((q) => [q, new Map()]));
  private readonly nextId = new Map<QueueName, number>();
  private generation = 0;
  /** Each queue has its own worker, as Misskey's: a slow delivery does not hold up an export. */
  private readonly waiting = new Map<QueueName, JobRecord[]>(QUEUE_NAMES.map((q) => [q, []]));
  private readonly running = new Set<QueueName>();
  private idleWaiters: (() => void)[] = [];
  private readonly completedMetrics = new QueueMetrics();
  private readonly failedMetrics = new QueueMetrics();

  constructor(events: InstanceEvents) {
    events.on('jobQueued', (job) => this.add(job));
  }

  private add(job: BackgroundJob): void {
    const queue = job.queue ?? 'db';
    const id = String((this.nextId.get(queue) ?? 0) + 1);
    this.nextId.set(queue, Number(id));
    const record: JobRecord = {
      id,
      queue,
      job,
      status: 'waiting',
      timestamp: Date.now(),
      processedOn: undefined,
      finishedOn: undefined,
      attemptsMade: 0,
      delay: 0,
      failedReason: undefined,
      stacktrace: [],
      returnValue: null,
      generation: this.generation,
      timer: undefined,
    };
    this.records.get(queue)?.set(id, record);
    this.enqueue(record);
  }

  private enqueue(record: JobRecord): void {
    record.status = 'waiting';
    this.waiting.get(record.queue)?.push(record);
    queueMicrotask(() => void this.pump(record.queue));
  }

  private isIdle(): boolean {
    return this.running.size === 0 && [...this.waiting.values()].every((w) => w.length === 0);
  }

  private async pump(queue: QueueName): Promise<void> {
    if (this.running.has(queue)) return;
    const record = this.waiting.get(queue)?.shift();
    if (!record) {
      if (!this.isIdle()) return;
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
      return;
    }
    this.running.add(queue);
    record.status = 'active';
    record.processedOn = Date.now();
    let outcome: { result: unknown } | { error: unknown };
    try {
      outcome = { result: await record.job.run() };
    } catch (error) {
      outcome = { error };
    }
    // A try that ran across `forgetAll` ends unrecorded: its queue goes on with what came since.
    if (record.generation === this.generation) {
      record.attemptsMade++;
      if ('error' in outcome) this.failedTry(record, outcome.error);
      else {
        record.returnValue = outcome.result ?? null;
        // Done after failed tries: the tries' stacks stay, but the job did not fail.
        record.failedReason = undefined;
        record.status = 'completed';
        record.finishedOn = Date.now();
        this.completedMetrics.count(record.queue, record.finishedOn);
      }
    }
    this.trim(queue);
    this.running.delete(queue);
    await this.pump(queue);
  }

  private failedTry(record: JobRecord, error: unknown): void {
    record.failedReason = error instanceof Error ? error.message : String(error);
    const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
    record.stacktrace = [...record.stacktrace, stack].slice(-KEEP_STACKS);
    const attempts = record.job.attempts ?? 1;
    if (record.attemptsMade < attempts && record.job.backoff) {
      this.delayFor(record, record.job.backoff(record.attemptsMade));
      return;
    }
    record.status = 'failed';
    record.finishedOn = Date.now();
    this.failedMetrics.count(record.queue, record.finishedOn);
    console.error(`background job ${record.job.label} failed:`, error);
  }

  private delayFor(record: JobRecord, ms: number): void {
    record.status = 'delayed';
    record.delay = ms;
    record.timer = setTimeout(() => this.promote(record), ms);
    record.timer.unref?.();
  }

  private promote(record: JobRecord): void {
    if (record.status !== 'delayed') return;
    clearTimeout(record.timer);
    record.timer = undefined;
    record.delay = 0;
    this.enqueue(record);
  }

  /** Drops finished jobs beyond Misskey's bounds (a week; the last 30 done, the last 100 failed). */
  private trim(queue: QueueName): void {
    const jobs = this.records.get(queue);
    if (!jobs) return;
    const oldest = Date.now() - KEEP_MS;
    for (const [status, keep] of [
      ['completed', KEEP_COMPLETED],
      ['failed', KEEP_FAILED],
    ] as const) {
      const finished = [...jobs.values()]
        .filter((r) => r.status === status)
        .sort((a, b) => (b.finishedOn ?? 0) - (a.finishedOn ?? 0));
      finished.forEach((r, i) => {
        if (i >= keep || (r.finishedOn ?? 0) < oldest) jobs.delete(r.id);
      });
    }
  }

  private all(queue: QueueName): JobRecord[] {
    return [...(this.records.get(queue)?.values() ?? [])];
  }

  /** The counts now, for the control panel's job queue. */
  counts(queue: QueueName = 'db'): JobCounts {
    const counts: JobCounts = { waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0 };
    for (const record of this.all(queue)) counts[record.status]++;
    return counts;
  }

  /** A queue's overview as admin/queue/queues and queue-stats answer it (BullMQ's count names). */
  overview(queue: QueueName) {
    const c = this.counts(queue);
    return {
      name: queue,
      counts: {
        active: c.active,
        completed: c.completed,
        delayed: c.delayed,
        failed: c.failed,
        paused: 0,
        prioritized: 0,
        waiting: c.waiting,
        'waiting-children': 0,
      },
      isPaused: false,
      metrics: { completed: this.completedMetrics.of(queue), failed: this.failedMetrics.of(queue) },
    };
  }

  /** What Misskey reports of the store its jobs are kept in (admin/queue/queue-stats' `db`). */
  store() {
    return queueStore();
  }

  /** A queue's jobs in some states, newest first (at most 100; `search` matches every word). */
  list(queue: QueueName, states: readonly JobState[], search?: string): PackedJob[] {
    const statuses = new Set(states.map((s): Status | null => (s === 'wait' ? 'waiting' : s === 'paused' ? null : s)));
    const newestFirst = this.all(queue)
      .filter((r) => statuses.has(r.status))
      .sort((a, b) => Number(b.id) - Number(a.id))
      .map((r) => this.pack(r));
    if (!search) return newestFirst.slice(0, LIST_LIMIT);
    const words = search.toLowerCase().split(' ');
    return newestFirst
      .slice(0, SEARCH_LIMIT)
      .filter((job) => {
        const text = JSON.stringify(job).toLowerCase();
        return words.every((w) => text.includes(w));
      })
      .slice(0, LIST_LIMIT);
  }

  /** One job, or undefined when the queue no longer keeps it. */
  show(queue: QueueName, id: string): PackedJob | undefined {
    const record = this.records.get(queue)?.get(id);
    return record && this.pack(record);
  }

  /** The delayed jobs' count per destination host (admin/queue/deliver-delayed, inbox-delayed). */
  delayedByHost(queue: QueueName): [string, number][] {
    const hosts = new Map<string, number>();
    for (const record of this.all(queue)) {
      if (record.status !== 'delayed') continue;
      const to = record.job.data?.to;
      if (typeof to !== 'string' || !URL.canParse(to)) continue;
      const host = new URL(to).host;
      hosts.set(host, (hosts.get(host) ?? 0) + 1);
    }
    return [...hosts].sort((a, b) => b[1] - a[1]);
  }

  /**
   * Misskey's retry-job: a failed job runs again; a job not finished yet is promoted, which only a
   * delayed one can be. An unknown job is passed over.
   */
  retry(queue: QueueName, id: string): void {
    const record = this.records.get(queue)?.get(id);
    if (!record) return;
    if (record.finishedOn !== undefined) {
      if (record.status !== 'failed') throw new JobStateError(`Job ${id} is not in the failed state`);
      record.processedOn = undefined;
      record.finishedOn = undefined;
      record.failedReason = undefined;
      record.returnValue = null;
      this.enqueue(record);
      return;
    }
    if (record.status !== 'delayed') throw new JobStateError(`Job ${id} is not in the delayed state`);
    this.promote(record);
  }

  /** Misskey's promote-jobs: every delayed job of the queue runs now. */
  promoteAll(queue: QueueName): void {
    for (const record of this.all(queue)) if (record.status === 'delayed') this.promote(record);
  }

  /** Misskey's remove-job: forgets a job (a running one cannot be); an unknown job is passed over. */
  remove(queue: QueueName, id: string): void {
    const record = this.records.get(queue)?.get(id);
    if (!record) return;
    if (record.status === 'active') throw new JobStateError(`Job ${id} is running and cannot be removed`);
    this.forget(record);
  }

  /** Misskey's clear: forgets the queue's jobs in a state ('*': all); running ones finish. */
  clear(queue: QueueName, state: ClearState): void {
    const status: Status | '*' | null =
      state === 'wait' ? 'waiting' : state === 'paused' || state === 'prioritized' ? null : state;
    for (const record of this.all(queue)) {
      if (record.status === 'active') continue;
      if (status === '*' || record.status === status) this.forget(record);
    }
  }

  private forget(record: JobRecord): void {
    clearTimeout(record.timer);
    const waiting = this.waiting.get(record.queue) ?? [];
    const at = waiting.indexOf(record);
    if (at >= 0) waiting.splice(at, 1);
    this.records.get(record.queue)?.delete(record.id);
  }

  private pack(r: JobRecord): PackedJob {
    const attempts = r.job.attempts ?? 1;
    return {
      id: r.id,
      name: r.job.name ?? r.job.label,
      data: r.job.data ?? {},
      opts: {
        attempts,
        ...(r.job.backoff ? { backoff: { type: 'custom' } } : {}),
        removeOnComplete: { age: KEEP_MS / 1000, count: KEEP_COMPLETED },
        removeOnFail: { age: KEEP_MS / 1000, count: KEEP_FAILED },
      },
      timestamp: r.timestamp,
      ...(r.processedOn !== undefined ? { processedOn: r.processedOn } : {}),
      ...(r.finishedOn !== undefined ? { finishedOn: r.finishedOn } : {}),
      progress: 0,
      attempts: r.attemptsMade,
      delay: r.delay,
      ...(r.failedReason !== undefined ? { failedReason: r.failedReason } : {}),
      // Newest first, as Misskey answers.
      stacktrace: [...r.stacktrace].reverse(),
      returnValue: r.returnValue,
      isFailed: r.failedReason !== undefined || r.stacktrace.length > 0,
    };
  }

  /** Forgets every job not running and the counts of finished ones: the test reset's fresh instance. */
  forgetAll(): void {
    // A try running now ends unrecorded, and numbering starts again: as a fresh instance would.
    this.generation++;
    this.nextId.clear();
    for (const queue of QUEUE_NAMES) this.clear(queue, '*');
    this.completedMetrics.clear();
    this.failedMetrics.clear();
  }

  /** Resolves once no job waits or runs (delayed ones wait on; for shutting down and for tests). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops the delayed jobs' timers (the instance closes). */
  stop(): void {
    for (const queue of QUEUE_NAMES) for (const record of this.all(queue)) clearTimeout(record.timer);
  }
}
