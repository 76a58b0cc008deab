import { defineEndpoint } from '../../../endpoint';
import { text } from '../../../schema';

/** Removes a relay by its inbox. */
export default defineEndpoint({
  name: 'admin/relays/remove',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:relays',
  limit: null,
  params: { type: 'object', properties: { inbox: text(2048) }, required: ['inbox'] },
  handle(params, ctx) {
    ctx.services.instance.db.prepare('DELETE FROM relays WHERE inbox = ?').run(params.inbox);
    return undefined;
  },
});
