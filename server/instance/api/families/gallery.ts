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
