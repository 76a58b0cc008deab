import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { pageOf, pagingProperties } from '../../../paging';

/** The gallery posts the caller liked, newest like first, each as { id, post }. */
export default defineEndpoint({
  name: 'i/gallery/likes',
  requireCredential: true,
  kind: 'read:gallery-likes',
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties } },
  handle(params, ctx) {
    const { gallery } = ctx.services;
    const user = signedIn(ctx);
    return gallery.likes(user.id, pageOf(params)).map(({ id, post }) => ({ id, post: gallery.pack(post, user.id) }));
  },
});
