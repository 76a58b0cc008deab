import type { UserRow } from '../../../users/user-row';
import { defineEndpoint } from '../../endpoint';

const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * People by name or username, as Misskey searches them: "@name" (no spaces, no second @) by
 * the start of the username, anything else by name or username containing it; the recently
 * active first, suspended accounts left out. Every account here is local.
 */
export default defineEndpoint({
  name: 'users/search',
  requireCredential: false,
  kind: null,
  requireRolePolicy: 'canSearchUsers',
  limit: null,
  params: {
    type: 'object',
    properties: {
      query: { type: 'string', maxLength: 512 },
      offset: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      origin: { type: 'string', enum: ['local', 'remote', 'combined'], default: 'combined' },
      detail: { type: 'boolean', default: true },
    },
    required: ['query'],
  },
  handle(params, ctx) {
    const { instance, pack } = ctx.services;
    if (params.origin === 'remote') return [];
    const query = params.query.trim();
    if (!query) return [];
    const byUsername = query.startsWith('@') && !query.includes(' ') && query.indexOf('@', 1) === -1;
    const condition = byUsername
      ? { sql: "username_lower LIKE ? ESCAPE '\\'", values: [`${literal(query.slice(1).toLowerCase())}%`] }
      : {
          sql: "(username_lower LIKE ? ESCAPE '\\' OR lower(name) LIKE ? ESCAPE '\\')",
          values: [`%${literal(query.toLowerCase())}%`, `%${literal(query.toLowerCase())}%`],
        };
    const rows = instance.db
      .prepare(
        `SELECT * FROM users WHERE ${condition.sql} AND is_suspended = 0 AND is_deleted = 0
         ORDER BY (last_active_at IS NULL), last_active_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...condition.values, params.limit ?? 10, params.offset ?? 0) as UserRow[];
    const viewerId = ctx.user?.id ?? null;
    return rows.map((u) => (params.detail ? pack.userDetailed(u, viewerId) : pack.userLite(u)));
  },
});
