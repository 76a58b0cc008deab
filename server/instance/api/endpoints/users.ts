import { USER_ORDERS } from '../../users/order-names';
import { defineEndpoint } from '../endpoint';

/**
 * Explorable accounts (explore's lists): most followed, newest, recently updated ('+' means
 * most first, as in Misskey), all or only the alive ones; suspended and hidden accounts never.
 * Every account here is local.
 */
export default defineEndpoint({
  name: 'users',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      offset: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
      sort: { type: 'string', enum: Object.keys(USER_ORDERS) as (keyof typeof USER_ORDERS)[] },
      state: { type: 'string', enum: ['all', 'alive'], default: 'all' },
      origin: { type: 'string', enum: ['combined', 'local', 'remote'], default: 'local' },
      hostname: { type: ['string', 'null'], maxLength: 256, default: null },
    },
  },
  handle(params, ctx) {
    const { explore, pack } = ctx.services;
    if (params.origin === 'remote' || params.hostname) return [];
    const rows = explore.users({
      ...(params.sort ? { sort: params.sort } : {}),
      state: params.state ?? 'all',
      limit: params.limit ?? 10,
      offset: params.offset ?? 0,
    });
    const viewerId = ctx.user?.id ?? null;
    return rows.map((u) => pack.userDetailed(u, viewerId));
  },
});
