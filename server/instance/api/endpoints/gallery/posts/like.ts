import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { postIdParams } from '../../../families/gallery';

/** Likes someone else's gallery post. */
export default defineEndpoint({
  name: 'gallery/posts/like',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:gallery-likes',
  limit: null,
  params: postIdParams,
  handle(params, ctx) {
    ctx.services.gallery.like(signedIn(ctx).id, params.postId);
    return undefined;
  },
});
