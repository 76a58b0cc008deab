import { JOB_STATES } from '../../../../job-queue-names';
import { defineEndpoint } from '../../../endpoint';
import { queueParam } from '../../../families/job-queues';

/** A queue's jobs in the states asked for, newest first (100 at most), optionally matching words. */
export default defineEndpoint({
  name: 'admin/queue/jobs',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:queue',
  limit: null,
  params: {
    type: 'object',
    properties: {
      queue: queueParam,
      state: { type: 'array', maxItems: JOB_STATES.length, items: { type: 'string', enum: JOB_STATES } },
      search: { type: 'string', maxLength: 1024 },
    },
    required: ['queue', 'state'],
  },
  handle(params, ctx) {
    return ctx.services.jobs.list(params.queue, params.state, params.search);
  },
});
