import { defineEndpoint } from '../../../endpoint';

/** The counts of the queues Misskey's overview shows: deliver, inbox, db and objectStorage. */
export default defineEndpoint({
  name: 'admin/queue/stats',
  requireCredential: true,
  requireModerator: true,
  // Misskey's meta names read:admin:emoji here.
  kind: 'read:admin:emoji',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { jobs } = ctx.services;
    return {
      deliver: jobs.counts('deliver'),
      inbox: jobs.counts('inbox'),
      db: jobs.counts('db'),
      objectStorage: jobs.counts('objectStorage'),
    };
  },
});
