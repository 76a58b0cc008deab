import { defineEndpoint } from '../../../endpoint';
import { jobIdParam, queueAction, queueParam } from '../../../families/job-queues';

/** Forgets a job that is not running: a waiting or delayed one will not run. */
export default defineEndpoint({
  name: 'admin/queue/remove-job',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:queue',
  limit: null,
  params: { type: 'object', properties: { queue: queueParam, jobId: jobIdParam }, required: ['queue', 'jobId'] },
  handle(params, ctx) {
    return queueAction(() => ctx.services.jobs.remove(params.queue, params.jobId));
  },
});
