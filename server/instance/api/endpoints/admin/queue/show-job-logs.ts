import { defineEndpoint } from '../../../endpoint';
import { jobIdParam, queueParam } from '../../../families/job-queues';

/** A job's log lines: the local instance's jobs write none (their failures are in show-job). */
export default defineEndpoint({
  name: 'admin/queue/show-job-logs',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:queue',
  limit: null,
  params: { type: 'object', properties: { queue: queueParam, jobId: jobIdParam }, required: ['queue', 'jobId'] },
  handle(): string[] {
    return [];
  },
});
