import { defineEndpoint } from '../../../endpoint';

const NONE = { waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0 };

/** The job queues' counts: this instance's background work as Misskey's `db` queue; it delivers nothing. */
export default defineEndpoint({
  name: 'admin/queue/stats',
  requireCredential: true,
  requireModerator: true,
  // Misskey's meta names read:admin:emoji here.
  kind: 'read:admin:emoji',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    return { deliver: NONE, inbox: NONE, db: ctx.services.jobs.counts(), objectStorage: NONE };
  },
});
