import { defineEndpoint } from '../../../endpoint';
import { pageOf, pagingProperties } from '../../../paging';

/** The ads, newest first: all, or only those running now (publishing) or not. */
export default defineEndpoint({
  name: 'admin/ad/list',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:ad',
  limit: null,
  params: {
    type: 'object',
    properties: { ...pagingProperties, publishing: { type: ['boolean', 'null'], default: null } },
  },
  handle(params, ctx) {
    return ctx.services.ads.list(pageOf(params), params.publishing ?? null).map(ctx.services.pack.ad);
  },
});
