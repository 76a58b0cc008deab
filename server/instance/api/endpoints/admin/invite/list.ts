import { defineEndpoint } from '../../../endpoint';
import { packInvites } from '../../../families/invites';

/** Every code of the server: unused, used, expired or all, by creation or use. */
export default defineEndpoint({
  name: 'admin/invite/list',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:invite-codes',
  limit: null,
  params: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
      offset: { type: 'integer', minimum: 0, default: 0 },
      type: { type: 'string', enum: ['unused', 'used', 'expired', 'all'], default: 'all' },
      sort: { type: 'string', enum: ['+createdAt', '-createdAt', '+usedAt', '-usedAt'] },
    },
  },
  handle(params, ctx) {
    const rows = ctx.services.invites.all(
      { type: params.type ?? 'all', sort: params.sort ?? '+createdAt' },
      params.limit ?? 30,
      params.offset ?? 0,
    );
    return packInvites(ctx.services, rows);
  },
});
