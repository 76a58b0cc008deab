import { galleryErrors } from '../../../../gallery/gallery-errors';
import { defineEndpoint } from '../../../endpoint';
import { postIdParams } from '../../../families/gallery';

/** A gallery post. */
export default defineEndpoint({
  name: 'gallery/posts/show',
  requireCredential: false,
  kind: null,
  limit: null,
  params: postIdParams,
  handle(params, ctx) {
    const { gallery } = ctx.services;
    const post = gallery.byId(params.postId);
    if (!post) throw galleryErrors.noSuchPostToShow();
    return gallery.pack(post, ctx.user?.id ?? null);
  },
});
