import type { entities } from 'misskey-js';

/** Where a job stands, read from Misskey's job fields (a listing of several states mixes them). */
export type JobStatus = 'waiting' | 'active' | 'delayed' | 'completed' | 'failed';

/** A job's state: finished (done or failed), delayed until its next try, running, or waiting. */
export function jobStatus(job: entities.QueueJob): JobStatus {
  if (job.finishedOn != null) return job.failedReason ? 'failed' : 'completed';
  if (job.delay > 0) return 'delayed';
  return job.processedOn != null ? 'active' : 'waiting';
}

/** How many tries a job may have (its options; misskey-js types them as an empty object). */
export function maxAttempts(job: entities.QueueJob): number | null {
  const attempts = (job.opts as { attempts?: unknown }).attempts;
  return typeof attempts === 'number' ? attempts : null;
}

/** A job's free-form part (data, result) as indented text, for a <pre>: never as HTML. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? '');
}
