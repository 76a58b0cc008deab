import { apiErrors } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { packInvites } from '../../../families/invites';

/** Makes up to 100 codes at once, with an optional expiry (moderators; no role limit applies). */
export default defineEndpoint({
  name: 'admin/invite/create',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:invite-codes',
  limit: null,
  params: {
    type: 'object',
    properties: {
      count: { type: 'integer', minimum: 1, maximum: 100, default: 1 },
      expiresAt: { type: ['string', 'null'], maxLength: 64 },
    },
  },
  handle(params, ctx) {
    const me = signedIn(ctx);
    const expiresAt = params.expiresAt ? Date.parse(params.expiresAt) : null;
    if (expiresAt !== null && Number.isNaN(expiresAt)) {
      throw apiErrors.invalidParam({ param: 'expiresAt', reason: 'not a date' });
    }
    const now = Date.now();
    const rows = Array.from({ length: params.count ?? 1 }, () => ctx.services.invites.create(me.id, expiresAt, now));
    return packInvites(ctx.services, rows);
  },
});
