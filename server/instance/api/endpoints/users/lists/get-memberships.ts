import { selectPage } from '../../../../db/paging';
import { listErrors } from '../../../../lists/list-errors';
import type { MembershipRow } from '../../../../lists/user-lists';
import type { UserRow } from '../../../../users/user-row';
import { defineEndpoint } from '../../../endpoint';
import { pageOf, pagingProperties } from '../../../paging';
import { id } from '../../../schema';

/** A list's members with their replies setting, newest first; a public list for anyone. */
export default defineEndpoint({
  name: 'users/lists/get-memberships',
  requireCredential: false,
  kind: 'read:account',
  limit: null,
  params: {
    type: 'object',
    properties: {
      listId: id,
      forPublic: { type: 'boolean', default: false },
      ...pagingProperties,
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
    },
    required: ['listId'],
  },
  handle(params, ctx) {
    const { instance, lists, users, pack } = ctx.services;
    const list = lists.readable(ctx.user?.id ?? null, params.listId, params.forPublic ?? false);
    if (!list) throw listErrors.noSuchListToShow();
    const rows = selectPage<MembershipRow>(
      instance.db,
      {
        select: 'SELECT * FROM user_list_memberships',
        where: ['list_id = ?'],
        values: [list.id],
        idColumn: 'id',
        dateColumn: 'created_at',
      },
      { ...pageOf(params), limit: params.limit ?? 30 },
    );
    const members = new Map(users.byIds(rows.map((r) => r.user_id)).map((u: UserRow) => [u.id, u]));
    return rows.flatMap((row) => {
      const user = members.get(row.user_id);
      return user
        ? [
            {
              id: row.id,
              createdAt: new Date(row.created_at).toISOString(),
              userId: row.user_id,
              user: pack.userLite(user),
              withReplies: row.with_replies === 1,
            },
          ]
        : [];
    });
  },
});
