import { USER_ORDERS } from '../../../users/order-names';
import { defineEndpoint } from '../../endpoint';
import { text } from '../../schema';

/** The people who carry a hashtag in their profile (/user-tags/{tag}). */
export default defineEndpoint({
  name: 'hashtags/users',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      tag: text(256),
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      sort: { type: 'string', enum: Object.keys(USER_ORDERS) as (keyof typeof USER_ORDERS)[] },
      state: { type: 'string', enum: ['all', 'alive'], default: 'all' },
      origin: { type: 'string', enum: ['combined', 'local', 'remote'], default: 'local' },
    },
    required: ['tag', 'sort'],
  },
  handle(params, ctx) {
    const { explore, pack } = ctx.services;
    if (params.origin === 'remote') return [];
    const rows = explore.users({
      sort: params.sort,
      state: params.state ?? 'all',
      limit: params.limit ?? 10,
      tag: params.tag,
    });
    const viewerId = ctx.user?.id ?? null;
    return rows.map((u) => pack.userDetailed(u, viewerId));
  },
});
