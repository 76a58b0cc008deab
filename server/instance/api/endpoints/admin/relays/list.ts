import { defineEndpoint } from '../../../endpoint';

/** The relays added, with their state. */
export default defineEndpoint({
  name: 'admin/relays/list',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:relays',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    return ctx.services.instance.db.prepare('SELECT id, inbox, status FROM relays ORDER BY id').all() as {
      id: string;
      inbox: string;
      status: 'requesting' | 'accepted' | 'rejected';
    }[];
  },
});
