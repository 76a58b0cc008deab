import { CLEAR_STATES } from '../../../../job-queue-names';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { queueParam } from '../../../families/job-queues';

/** Forgets a queue's jobs in a state ('*': every state; running jobs finish); the moderation log keeps it. */
export default defineEndpoint({
  name: 'admin/queue/clear',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:queue',
  limit: null,
  params: {
    type: 'object',
    properties: { queue: queueParam, state: { type: 'string', enum: CLEAR_STATES } },
    required: ['queue', 'state'],
  },
  handle(params, ctx) {
    ctx.services.jobs.clear(params.queue, params.state);
    ctx.services.moderationLog.record(signedIn(ctx).id, 'clearQueue', {});
    return undefined;
  },
});
