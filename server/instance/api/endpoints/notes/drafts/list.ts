import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { pageOf, pagingProperties } from '../../../paging';

/** The caller's drafts, newest first; `scheduled` keeps only scheduled (or unscheduled) ones. */
export default defineEndpoint({
  name: 'notes/drafts/list',
  requireCredential: true,
  kind: 'read:account',
  prohibitMoved: true,
  limit: null,
  params: {
    type: 'object',
    properties: {
      ...pagingProperties,
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
      scheduled: { type: ['boolean', 'null'] },
    },
  },
  handle(params, ctx) {
    const { noteDrafts } = ctx.services;
    const me = signedIn(ctx);
    return noteDrafts
      .page(me.id, { ...pageOf(params), limit: params.limit ?? 30 }, params.scheduled ?? null)
      .map((draft) => noteDrafts.pack(draft, me.id));
  },
});
