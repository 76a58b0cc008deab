import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';

/** The pages the caller liked, newest like first, each as { id, page }. */
export default defineEndpoint({
  name: 'i/page-likes',
  requireCredential: true,
  kind: 'read:page-likes',
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties } },
  handle(params, ctx) {
    const { pages } = ctx.services;
    const user = signedIn(ctx);
    return pages.likes(user.id, pageOf(params)).map(({ id, page }) => ({ id, page: pages.pack(page, user.id) }));
  },
});
