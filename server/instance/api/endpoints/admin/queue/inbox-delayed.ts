import { defineEndpoint } from '../../../endpoint';

/** The inbox queue's delayed jobs counted per host, most first (none while the server does not federate). */
export default defineEndpoint({
  name: 'admin/queue/inbox-delayed',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:queue',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    return ctx.services.jobs.delayedByHost('inbox');
  },
});
