import type { BackgroundJob, InstanceEvents } from './events';

/**
 * Runs the background work endpoints queue (exports, imports), one job at a time. Jobs arrive as
 * events, so a call that fails and rolls back never leaves a job behind.
 */
export class BackgroundJobs {
  private tail: Promise<void> = Promise.resolve();

  constructor(events: InstanceEvents) {
    events.on('jobQueued', (job) => this.add(job));
  }

  private add(job: BackgroundJob): void {
    this.tail = this.tail
      .then(() => job.run())
      .catch((error: unknown) => {
        console.error(`background job ${job.label} failed:`, error);
      });
  }

  /** Resolves once every job queued so far has run (for shutting down and for tests). */
  idle(): Promise<void> {
    return this.tail;
  }
}
