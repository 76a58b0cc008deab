import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { nullableText } from '../../schema';

/** Accounts for moderators: by state, name and origin, in an order, a page at an offset. */
export default defineEndpoint({
  name: 'admin/show-users',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:show-user',
  limit: null,
  params: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
      sort: {
        type: 'string',
        enum: [
          '+follower',
          '-follower',
          '+createdAt',
          '-createdAt',
          '+updatedAt',
          '-updatedAt',
          '+lastActiveDate',
          '-lastActiveDate',
        ],
      },
      state: {
        type: 'string',
        enum: ['all', 'alive', 'available', 'admin', 'moderator', 'adminOrModerator', 'suspended'],
        default: 'all',
      },
      origin: { type: 'string', enum: ['combined', 'local', 'remote'], default: 'combined' },
      username: nullableText(128),
      hostname: nullableText(256),
    },
  },
  handle(params, ctx) {
    // Users of other servers are never here: a host other than none finds nobody.
    if (params.hostname) return [];
    const rows = ctx.services.adminUsers.find({
      state: params.state ?? 'all',
      username: params.username ?? null,
      sort: params.sort ?? null,
      limit: params.limit ?? 10,
      offset: params.offset ?? 0,
      origin: params.origin ?? 'combined',
    });
    const viewer = signedIn(ctx).id;
    return rows.map((row) => ctx.services.pack.userDetailed(row, viewer));
  },
});
