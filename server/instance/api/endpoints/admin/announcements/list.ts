import type { AnnouncementRow } from '../../../../announcements/announcements';
import { selectPage } from '../../../../db/paging';
import { defineEndpoint } from '../../../endpoint';
import { pageOf, pagingProperties } from '../../../paging';
import { nullableId } from '../../../schema';

/** Every announcement with its read count, by status and audience (moderators). */
export default defineEndpoint({
  name: 'admin/announcements/list',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:announcements',
  limit: null,
  params: {
    type: 'object',
    properties: {
      ...pagingProperties,
      userId: nullableId,
      status: { type: 'string', enum: ['all', 'active', 'archived'], default: 'active' },
    },
  },
  handle(params, ctx) {
    const { announcements, instance } = ctx.services;
    const where: string[] = [];
    const values: unknown[] = [];
    if (params.status === 'active' || params.status === undefined) where.push('is_active = 1');
    if (params.status === 'archived') where.push('is_active = 0');
    if (params.userId) {
      where.push('user_id = ?');
      values.push(params.userId);
    }
    const rows = selectPage<AnnouncementRow>(
      instance.db,
      { select: 'SELECT * FROM announcements', where, values, idColumn: 'id', dateColumn: 'created_at' },
      pageOf(params),
    );
    return rows.map((r) => announcements.packForModerators(r));
  },
});
