import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { queueParam } from '../../../families/job-queues';

/** Runs every delayed job of a queue now; the moderation log keeps it. */
export default defineEndpoint({
  name: 'admin/queue/promote-jobs',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:queue',
  limit: null,
  params: { type: 'object', properties: { queue: queueParam }, required: ['queue'] },
  handle(params, ctx) {
    ctx.services.jobs.promoteAll(params.queue);
    ctx.services.moderationLog.record(signedIn(ctx).id, 'promoteQueue', {});
    return undefined;
  },
});
