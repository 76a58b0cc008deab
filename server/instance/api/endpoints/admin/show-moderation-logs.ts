import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { nullableId, nullableText } from '../../schema';

/** The moderation log, newest first, by type and moderator when asked. */
export default defineEndpoint({
  name: 'admin/show-moderation-logs',
  requireCredential: true,
  requireAdmin: true,
  kind: 'read:admin:show-moderation-log',
  limit: null,
  params: {
    type: 'object',
    properties: { ...pagingProperties, type: nullableText(64), userId: nullableId, search: nullableText(256) },
  },
  handle(params, ctx) {
    const { moderationLog, pack } = ctx.services;
    const viewer = signedIn(ctx).id;
    const rows = moderationLog.page(pageOf(params), { type: params.type ?? null, userId: params.userId ?? null });
    const search = params.search?.toLowerCase();
    return rows
      .filter((row) => !search || row.info.toLowerCase().includes(search))
      .map((row) => ({
        id: row.id,
        createdAt: new Date(row.created_at).toISOString(),
        type: row.type,
        info: JSON.parse(row.info) as Record<string, never>,
        userId: row.moderator_id,
        user: pack.userDetailedById(row.moderator_id, viewer),
      }));
  },
});
