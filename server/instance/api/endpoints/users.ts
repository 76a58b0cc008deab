import { packUserDetailed } from '../../users/pack-user';
import type { UserRow } from '../../users/user-row';
import { defineEndpoint } from '../endpoint';

const ORDER = {
  '+follower': 'followers_count DESC',
  '-follower': 'followers_count ASC',
  '+createdAt': 'created_at DESC',
  '-createdAt': 'created_at ASC',
  '+updatedAt': 'MAX(COALESCE(updated_at, 0), COALESCE(last_active_at, 0), created_at) DESC',
  '-updatedAt': 'MAX(COALESCE(updated_at, 0), COALESCE(last_active_at, 0), created_at) ASC',
} as const;

/** An account counts as alive when it changed in the last five days (Misskey's 'alive'). */
const ALIVE_MS = 5 * 24 * 60 * 60 * 1000;

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
      sort: { type: 'string', enum: Object.keys(ORDER) as (keyof typeof ORDER)[] },
      state: { type: 'string', enum: ['all', 'alive'], default: 'all' },
      origin: { type: 'string', enum: ['combined', 'local', 'remote'], default: 'local' },
      hostname: { type: ['string', 'null'], maxLength: 256, default: null },
    },
  },
  handle(params, ctx) {
    const { instance } = ctx.services;
    if (params.origin === 'remote' || params.hostname) return [];
    const where = ['is_suspended = 0', 'is_deleted = 0', "COALESCE(json_extract(profile, '$.isExplorable'), 1) != 0"];
    const values: unknown[] = [];
    if (params.state === 'alive') {
      where.push('MAX(COALESCE(updated_at, 0), COALESCE(last_active_at, 0), created_at) > ?');
      values.push(Date.now() - ALIVE_MS);
    }
    const order = params.sort ? ORDER[params.sort] : 'id ASC';
    const rows = instance.db
      .prepare(`SELECT * FROM users WHERE ${where.join(' AND ')} ORDER BY ${order}, id DESC LIMIT ? OFFSET ?`)
      .all(...values, params.limit ?? 10, params.offset ?? 0) as UserRow[];
    const viewerId = ctx.user?.id ?? null;
    return rows.map((u) => packUserDetailed(instance, u, viewerId));
  },
});
