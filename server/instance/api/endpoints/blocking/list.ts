import { selectPage } from '../../../db/paging';
import { packUserDetailed } from '../../../users/pack-user';
import type { UserRow } from '../../../users/user-row';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageOf } from '../../paging';
import { id } from '../../schema';

export default defineEndpoint({
  name: 'blocking/list',
  requireCredential: true,
  kind: 'read:blocks',
  limit: null,
  params: {
    type: 'object',
    properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 }, sinceId: id, untilId: id },
  },
  handle(params, ctx) {
    const { instance, users } = ctx.services;
    const me = signedIn(ctx);
    const rows = selectPage<{ id: string; blockee_id: string; created_at: number; expires_at?: number | null }>(
      instance.db,
      { select: 'SELECT * FROM blockings', where: ['blocker_id = ?'], values: [me.id], idColumn: 'id' },
      pageOf(params),
    );
    return rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),

      blockeeId: r.blockee_id,
      blockee: packUserDetailed(instance, users.byId(r.blockee_id) as UserRow, me.id),
    }));
  },
});
