import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { postIdParams } from '../../../families/gallery';

/** Takes back a like of a gallery post. */
export default defineEndpoint({
  name: 'gallery/posts/unlike',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:gallery-likes',
  limit: null,
  params: postIdParams,
  handle(params, ctx) {
    ctx.services.gallery.unlike(signedIn(ctx).id, params.postId);
    return undefined;
  },
});
