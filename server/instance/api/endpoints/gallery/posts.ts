import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';

/** Every gallery post, newest first. */
export default defineEndpoint({
  name: 'gallery/posts',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties } },
  handle(params, ctx) {
    const { gallery } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    return gallery.page([], [], pageOf(params)).map((post) => gallery.pack(post, viewerId));
  },
});
