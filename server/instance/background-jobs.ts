import type { BackgroundJob, InstanceEvents } from './events';

/** How many jobs wait, run, have run and have failed (Misskey's queue counts). */
export interface JobCounts {
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  delayed: number;
}

/**
 * Runs the background work endpoints queue (exports, imports), one job at a time. Jobs arrive as
 * events, so a call that fails and rolls back never leaves a job behind.
 */
export class BackgroundJobs {
  private tail: Promise<void> = Promise.resolve();
  private readonly tally: JobCounts = { waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0 };

  constructor(events: InstanceEvents) {
    events.on('jobQueued', (job) => this.add(job));
  }

  private add(job: BackgroundJob): void {
    this.tally.waiting++;
    this.tail = this.tail
      .then(() => {
        this.tally.waiting--;
        this.tally.active++;
        return job.run();
      })
      .then(
        () => {
          this.tally.active--;
          this.tally.completed++;
        },
        (error: unknown) => {
          this.tally.active--;
          this.tally.failed++;
          console.error(`background job ${job.label} failed:`, error);
        },
      );
  }

  /** The counts now, for the control panel's job queue. */
  counts(): JobCounts {
    return { ...this.tally };
  }

  /** Resolves once every job queued so far has run (for shutting down and for tests). */
  idle(): Promise<void> {
    return this.tail;
  }
}
