import { unmutedSql } from '../../../users/mutes-blocks';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { id } from '../../schema';

/** A note's direct replies (not its quotes), as the viewer may see them, muted and blocked people left out. */
export default defineEndpoint({
  name: 'notes/replies',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { noteId: id, ...pagingProperties }, required: ['noteId'] },
  handle(params, ctx) {
    const { pack } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    const where = ['n.reply_id = ?'];
    const values: unknown[] = [params.noteId];
    if (viewerId !== null) {
      const unmuted = unmutedSql(viewerId);
      where.push(unmuted.sql);
      values.push(...unmuted.params);
    }
    return pack.notes(ctx.services.notes.page(where, values, pageOf(params), viewerId), viewerId);
  },
});
