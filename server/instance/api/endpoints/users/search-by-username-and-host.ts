import type { UserRow } from '../../../users/user-row';
import { defineEndpoint } from '../../endpoint';
import { isLocalHost } from '../../families/user-lookup';
import { host, username } from '../../schema';

export default defineEndpoint({
  name: 'users/search-by-username-and-host',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      username: { ...username, type: ['string', 'null'] },
      host,
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      detail: { type: 'boolean', default: true },
    },
    anyOf: [{ required: ['username'] }, { required: ['host'] }],
  },
  handle(params, ctx) {
    const { instance, pack } = ctx.services;
    // Misskey's rule: usernames starting with the text, without case; this server has no
    // remote users, so a host other than this one ('.' also means this one) finds nobody.
    if (params.host && params.host !== '.' && !isLocalHost(ctx, params.host)) return [];
    const prefix = (params.username ?? '').toLowerCase();
    const rows = instance.db
      .prepare(
        `SELECT * FROM users WHERE lower(username) LIKE ? ESCAPE '\\' AND is_suspended = 0
         ORDER BY (last_active_at IS NULL), last_active_at DESC LIMIT ?`,
      )
      .all(`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, params.limit) as UserRow[];
    const viewerId = ctx.user?.id ?? null;
    return rows.map((u) => (params.detail ? pack.userDetailed(u, viewerId) : pack.userLite(u)));
  },
});
