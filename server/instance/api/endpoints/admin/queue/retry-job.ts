import { defineEndpoint } from '../../../endpoint';
import { jobIdParam, queueAction, queueParam } from '../../../families/job-queues';

/** Runs a failed job again, or a delayed one now. */
export default defineEndpoint({
  name: 'admin/queue/retry-job',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:queue',
  limit: null,
  params: { type: 'object', properties: { queue: queueParam, jobId: jobIdParam }, required: ['queue', 'jobId'] },
  handle(params, ctx) {
    return queueAction(() => ctx.services.jobs.retry(params.queue, params.jobId));
  },
});
