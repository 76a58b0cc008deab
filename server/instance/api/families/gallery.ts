import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { id, text } from '../schema';

/** What a gallery post is written with, as gallery/posts/create and update take it. */
export const galleryFieldProperties = {
  title: { ...text(256), minLength: 1 },
  description: { type: ['string', 'null'], maxLength: 2048 },
  fileIds: { type: 'array', uniqueItems: true, minItems: 1, maxItems: 32, items: id },
  isSensitive: { type: 'boolean', default: false },
} as const;

/** The one parameter naming a post. */
export const postIdParams = { type: 'object', properties: { postId: id }, required: ['postId'] } as const;

/** gallery/posts/like or gallery/posts/unlike: the same call on someone else's post under two names. */
export function galleryLikeEndpoint(name: 'gallery/posts/like' | 'gallery/posts/unlike') {
  return defineEndpoint({
    name,
    requireCredential: true,
    prohibitMoved: true,
    kind: 'write:gallery-likes',
    limit: null,
    params: postIdParams,
    handle(params, ctx) {
      const { gallery } = ctx.services;
      const userId = signedIn(ctx).id;
      if (name === 'gallery/posts/like') gallery.like(userId, params.postId);
      else gallery.unlike(userId, params.postId);
      return undefined;
    },
  });
}
