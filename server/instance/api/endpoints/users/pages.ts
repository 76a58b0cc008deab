import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { id } from '../../schema';

/** A user's pages, newest first (the profile's Pages tab). */
export default defineEndpoint({
  name: 'users/pages',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { userId: id, ...pagingProperties }, required: ['userId'] },
  handle(params, ctx) {
    const { pages } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    return pages.page(['user_id = ?'], [params.userId], pageOf(params)).map((page) => pages.pack(page, viewerId));
  },
});
