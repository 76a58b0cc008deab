import { defineEndpoint } from '../../../endpoint';
import { queueParam } from '../../../families/job-queues';

/** One job queue's counts and metrics, with facts about the store that keeps the jobs. */
export default defineEndpoint({
  name: 'admin/queue/queue-stats',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:queue',
  limit: null,
  params: { type: 'object', properties: { queue: queueParam }, required: ['queue'] },
  handle(params, ctx) {
    return {
      ...ctx.services.jobs.overview(params.queue),
      qualifiedName: `bull:${params.queue}`,
      db: ctx.services.jobs.store(),
    };
  },
});
