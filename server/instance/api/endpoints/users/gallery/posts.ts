import { defineEndpoint } from '../../../endpoint';
import { pageOf, pagingProperties } from '../../../paging';
import { id } from '../../../schema';

/** A user's gallery posts, newest first (the profile's Gallery tab). */
export default defineEndpoint({
  name: 'users/gallery/posts',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { userId: id, ...pagingProperties }, required: ['userId'] },
  handle(params, ctx) {
    const { gallery } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    return gallery.page(['user_id = ?'], [params.userId], pageOf(params)).map((post) => gallery.pack(post, viewerId));
  },
});
