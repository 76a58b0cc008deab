import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { galleryFieldProperties } from '../../../families/gallery';
import { HOUR } from '../../../rate-limit';

/** Posts some of one's drive files to the gallery. */
export default defineEndpoint({
  name: 'gallery/posts/create',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:gallery',
  limit: { duration: HOUR, max: 20 },
  params: { type: 'object', properties: galleryFieldProperties, required: ['title', 'fileIds'] },
  handle(params, ctx) {
    const { gallery } = ctx.services;
    const user = signedIn(ctx);
    const post = gallery.create(user.id, {
      title: params.title,
      description: params.description ?? null,
      fileIds: params.fileIds,
      isSensitive: params.isSensitive ?? false,
    });
    return gallery.pack(post, user.id);
  },
});
