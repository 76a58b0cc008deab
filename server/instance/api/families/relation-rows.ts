import { selectPage } from '../../db/paging';
import type { UserRow } from '../../users/user-row';
import { type ApiContext, signedIn } from '../context';
import { pageOf } from '../paging';
import { id } from '../schema';

/** The paging parameters of the mute, renote-mute and block lists (30 a page by default, as Misskey). */
export const relationListParams = {
  type: 'object',
  properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 }, sinceId: id, untilId: id },
} as const;

/**
 * A page of the caller's rows in a relation table (mutings, renote_mutings, blockings), newest
 * first, each with the other user packed as the caller sees them.
 */
export function relationRows(
  ctx: ApiContext,
  page: { limit: number; sinceId?: string; untilId?: string },
  table: 'mutings' | 'renote_mutings' | 'blockings',
  columns: { mine: string; theirs: string },
) {
  const { instance, users } = ctx.services;
  const me = signedIn(ctx);
  const rows = selectPage<Record<string, unknown> & { id: string; created_at: number }>(
    instance.db,
    { select: `SELECT * FROM ${table}`, where: [`${columns.mine} = ?`], values: [me.id], idColumn: 'id' },
    pageOf(page),
  );
  return rows.map((row) => {
    const otherId = String(row[columns.theirs]);
    return {
      row,
      id: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      otherId,
      other: ctx.services.pack.userDetailed(users.byId(otherId) as UserRow, me.id),
    };
  });
}
