import type { ApiContext } from '../context';
import { type PageParams, pageOf, pagingProperties } from '../paging';
import { id } from '../schema';

/** The parameters of the lists of one note's relatives (its children, replies, renotes). */
export const noteRelativesParams = {
  type: 'object',
  properties: { noteId: id, ...pagingProperties },
  required: ['noteId'],
} as const;

/**
 * A page of the notes matching `where`, as the viewer may see them and packed for them; with
 * `leaveOutMuted`, the viewer's muted and blocked people are left out, as Misskey's lists do.
 */
export function pageOfRelatives(
  ctx: ApiContext,
  params: PageParams,
  where: readonly string[],
  values: readonly unknown[],
  leaveOutMuted: boolean,
) {
  const viewerId = ctx.user?.id ?? null;
  const clauses = [...where];
  const bound = [...values];
  if (leaveOutMuted && viewerId !== null) {
    const unmuted = ctx.services.mutesAndBlocks.unmutedSql(viewerId);
    clauses.push(unmuted.sql);
    bound.push(...unmuted.params);
  }
  return ctx.services.pack.notes(ctx.services.notes.page(clauses, bound, pageOf(params), viewerId), viewerId);
}
