import { noteErrors } from '../../../notes/note-errors';
import { defineEndpoint } from '../../endpoint';
import { noteFilters } from '../../families/timelines';
import { pageOf, pagingProperties } from '../../paging';
import { id } from '../../schema';

export default defineEndpoint({
  name: 'users/notes',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      userId: id,
      ...pagingProperties,
      ...noteFilters,
      allowPartial: { type: 'boolean', default: false },
      withChannelNotes: { type: 'boolean', default: false },
    },
    required: ['userId'],
  },
  /**
   * One person's notes as Misskey lists them: channel notes only with withChannelNotes (and then
   * not those of sensitive channels, except to their author), nothing for someone they block,
   * and withReplies with withFiles refused.
   */
  handle(params, ctx) {
    const { pack } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    if (params.withReplies && params.withFiles)
      throw noteErrors.bothWithRepliesAndWithFiles('91c8cb9f-36ed-46e7-9ca2-7df96ed6e222');
    if (viewerId !== null && ctx.services.mutesAndBlocks.isBlocking(params.userId, viewerId)) return [];
    const where = ['n.user_id = ?', ...ctx.services.notes.filterClauses(params)];
    if (!params.withChannelNotes) where.push('n.channel_id IS NULL');
    else if (viewerId !== params.userId)
      where.push('(n.channel_id IS NULL OR n.channel_id NOT IN (SELECT id FROM channels WHERE is_sensitive = 1))');
    return pack.notes(ctx.services.notes.page(where, [params.userId], pageOf(params), viewerId), viewerId);
  },
});
