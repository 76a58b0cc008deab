import { packNotes } from '../../../notes/pack-note';
import { filterClauses, pageNotes } from '../../../notes/queries';
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
      withChannelNotes: { type: 'boolean' },
    },
    required: ['userId'],
  },
  handle(params, ctx) {
    const { instance } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    const where = ['n.user_id = ?', ...filterClauses(params)];
    return packNotes(instance, pageNotes(instance.db, where, [params.userId], pageOf(params), viewerId), viewerId);
  },
});
