import { QUEUE_NAMES } from '../../../../job-queue-names';
import { defineEndpoint } from '../../../endpoint';

/** Every job queue's counts and a week of metrics, in Misskey's order. */
export default defineEndpoint({
  name: 'admin/queue/queues',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:queue',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    return QUEUE_NAMES.map((queue) => ctx.services.jobs.overview(queue));
  },
});
