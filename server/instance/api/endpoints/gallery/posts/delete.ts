import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { postIdParams } from '../../../families/gallery';

/** Deletes one's own gallery post (its files stay in the drive). */
export default defineEndpoint({
  name: 'gallery/posts/delete',
  requireCredential: true,
  kind: 'write:gallery',
  limit: null,
  params: postIdParams,
  handle(params, ctx) {
    ctx.services.gallery.delete(signedIn(ctx).id, params.postId);
    return undefined;
  },
});
