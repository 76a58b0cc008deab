import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { galleryFieldProperties } from '../../../families/gallery';
import { HOUR } from '../../../rate-limit';
import { id } from '../../../schema';

/** Changes one's own gallery post; fields left out stay as they were. */
export default defineEndpoint({
  name: 'gallery/posts/update',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:gallery',
  limit: { duration: HOUR, max: 300 },
  params: { type: 'object', properties: { postId: id, ...galleryFieldProperties }, required: ['postId'] },
  handle(params, ctx) {
    const { gallery } = ctx.services;
    const user = signedIn(ctx);
    const { postId, ...change } = params;
    return gallery.pack(gallery.update(user.id, postId, change), user.id);
  },
});
