import { clientError } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { id } from '../../schema';

const noSuchList = clientError('NO_SUCH_LIST', '8fb1fbd5-e476-4c37-9fb0-43d55b63a2ff', 'No such list.');

/** One of the caller's lists as a timeline: its members' notes, newest first. */
export default defineEndpoint({
  name: 'notes/user-list-timeline',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: {
    type: 'object',
    properties: {
      listId: id,
      ...pagingProperties,
      allowPartial: { type: 'boolean', default: false },
      includeMyRenotes: { type: 'boolean', default: true },
      includeRenotedMyNotes: { type: 'boolean', default: true },
      includeLocalRenotes: { type: 'boolean', default: true },
      withRenotes: { type: 'boolean', default: true },
      withFiles: { type: 'boolean', default: false },
    },
    required: ['listId'],
  },
  handle(params, ctx) {
    const { lists, pack } = ctx.services;
    const user = signedIn(ctx);
    const list = lists.owned(user.id, params.listId);
    if (!list) throw noSuchList();
    const filters = { withRenotes: params.withRenotes ?? true, withFiles: params.withFiles ?? false };
    return pack.notes(ctx.services.notes.listTimeline(list, user.id, pageOf(params), filters), user.id);
  },
});
