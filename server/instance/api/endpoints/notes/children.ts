import { unmutedSql } from '../../../users/mutes-blocks';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { id } from '../../schema';

export default defineEndpoint({
  name: 'notes/children',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { noteId: id, ...pagingProperties }, required: ['noteId'] },
  handle(params, ctx) {
    const { pack } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    // Replies, and quotes (renotes with content of their own); muted and blocked people left out, as in Misskey.
    const where = [
      "(n.reply_id = ? OR (n.renote_id = ? AND (n.text IS NOT NULL OR n.file_ids != '[]' OR n.has_poll = 1)))",
    ];
    const values: unknown[] = [params.noteId, params.noteId];
    if (viewerId !== null) {
      const unmuted = unmutedSql(viewerId);
      where.push(unmuted.sql);
      values.push(...unmuted.params);
    }
    const rows = ctx.services.notes.page(where, values, pageOf(params), viewerId);
    return pack.notes(rows, viewerId);
  },
});
