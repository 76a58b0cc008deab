import { defineEndpoint } from '../endpoint';
import { pageOf, pagingProperties } from '../paging';

/** The server's announcements a viewer may see: current ones, or with isActive false, past ones. */
export default defineEndpoint({
  name: 'announcements',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties, isActive: { type: 'boolean', default: true } } },
  handle(params, ctx) {
    const { announcements } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    return announcements
      .page(viewerId, params.isActive ?? true, pageOf(params))
      .map((a) => announcements.pack(a, viewerId));
  },
});
