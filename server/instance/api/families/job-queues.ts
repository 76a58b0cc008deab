import { apiErrors } from '../../errors';
import { JobStateError } from '../../job-queue-errors';
import { QUEUE_NAMES } from '../../job-queue-names';

/** The `queue` parameter of the admin/queue endpoints: one of Misskey's queue names. */
export const queueParam = { type: 'string', enum: QUEUE_NAMES } as const;

/** The `jobId` parameter of the admin/queue endpoints (bounded here; a job id is a short number). */
export const jobIdParam = { type: 'string', maxLength: 64 } as const;

/** Runs a queue action; one the job's state does not allow answers INTERNAL_ERROR, as Misskey's does. */
export function queueAction(action: () => void): undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof JobStateError) throw apiErrors.internal();
    throw error;
  }
  return undefined;
}
