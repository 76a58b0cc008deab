import { defineEndpoint } from '../../../endpoint';
import { id, nullableId } from '../../../schema';

/** The decorations on offer, newest first. */
export default defineEndpoint({
  name: 'admin/avatar-decorations/list',
  requireCredential: true,
  requireRolePolicy: 'canManageAvatarDecorations',
  kind: 'read:admin:avatar-decorations',
  limit: null,
  params: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      sinceId: id,
      untilId: id,
      sinceDate: { type: 'integer' },
      untilDate: { type: 'integer' },
      userId: nullableId,
    },
  },
  handle(params, ctx) {
    const rows = ctx.services.avatarDecorations
      .all()
      .filter(
        (row) =>
          (params.untilId === undefined || row.id < params.untilId) &&
          (params.sinceId === undefined || row.id > params.sinceId),
      )
      .filter(
        (row) =>
          (params.untilDate === undefined || row.created_at < params.untilDate) &&
          (params.sinceDate === undefined || row.created_at > params.sinceDate),
      );
    return rows.slice(0, params.limit ?? 10).map(ctx.services.pack.avatarDecoration);
  },
});
