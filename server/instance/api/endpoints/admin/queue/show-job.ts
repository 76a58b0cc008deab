import { apiErrors } from '../../../../errors';
import { defineEndpoint } from '../../../endpoint';
import { jobIdParam, queueParam } from '../../../families/job-queues';

/** One job: its data, options, times, attempts, failure and stack traces. */
export default defineEndpoint({
  name: 'admin/queue/show-job',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:queue',
  limit: null,
  params: { type: 'object', properties: { queue: queueParam, jobId: jobIdParam }, required: ['queue', 'jobId'] },
  handle(params, ctx) {
    const job = ctx.services.jobs.show(params.queue, params.jobId);
    // Misskey throws for a job it no longer keeps: an internal error.
    if (!job) throw apiErrors.internal();
    return job;
  },
});
