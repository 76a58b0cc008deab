import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';

/** The caller's pages, newest first. */
export default defineEndpoint({
  name: 'i/pages',
  requireCredential: true,
  kind: 'read:pages',
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties } },
  handle(params, ctx) {
    const { pages } = ctx.services;
    const user = signedIn(ctx);
    return pages.page(['user_id = ?'], [user.id], pageOf(params)).map((page) => pages.pack(page, user.id));
  },
});
