import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { id } from '../../schema';

export default defineEndpoint({
  name: 'notes/renotes',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { noteId: id, ...pagingProperties }, required: ['noteId'] },
  handle(params, ctx) {
    const { pack } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    const rows = ctx.services.notes.page(['n.renote_id = ?'], [params.noteId], pageOf(params), viewerId);
    return pack.notes(rows, viewerId);
  },
});
