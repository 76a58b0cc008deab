import { clientError } from '../../../../errors';
import { genAid } from '../../../../ids';
import { defineEndpoint } from '../../../endpoint';
import { text } from '../../../schema';

const invalidUrl = clientError('INVALID_URL', 'fb8c92d3-d4e5-44e7-b3d4-800d5cef8b2c', 'Invalid URL');

/**
 * Adds a relay by its inbox (https only). It stays `requesting`: a server that does not federate
 * sends it no follow, so no relay ever accepts.
 */
export default defineEndpoint({
  name: 'admin/relays/add',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:relays',
  limit: null,
  params: { type: 'object', properties: { inbox: text(2048) }, required: ['inbox'] },
  handle(params, ctx) {
    try {
      if (new URL(params.inbox).protocol !== 'https:') throw invalidUrl();
    } catch {
      throw invalidUrl();
    }
    const { db } = ctx.services.instance;
    const existing = db.prepare('SELECT id FROM relays WHERE inbox = ?').get(params.inbox) as
      | { id: string }
      | undefined;
    const id = existing?.id ?? genAid();
    if (!existing) db.prepare('INSERT INTO relays (id, inbox) VALUES (?, ?)').run(id, params.inbox);
    return db.prepare('SELECT id, inbox, status FROM relays WHERE id = ?').get(id) as {
      id: string;
      inbox: string;
      status: 'requesting' | 'accepted' | 'rejected';
    };
  },
});
