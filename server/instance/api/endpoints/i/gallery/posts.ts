import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { pageOf, pagingProperties } from '../../../paging';

/** The caller's gallery posts, newest first. */
export default defineEndpoint({
  name: 'i/gallery/posts',
  requireCredential: true,
  kind: 'read:gallery',
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties } },
  handle(params, ctx) {
    const { gallery } = ctx.services;
    const user = signedIn(ctx);
    return gallery.page(['user_id = ?'], [user.id], pageOf(params)).map((post) => gallery.pack(post, user.id));
  },
});
