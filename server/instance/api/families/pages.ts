import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { id, text } from '../schema';

/** What a page is written with, as pages/create and pages/update take it. */
export const pageFieldProperties = {
  title: text(256),
  name: { ...text(256), minLength: 1 },
  summary: { type: ['string', 'null'], maxLength: 256 },
  content: { type: 'array', maxItems: 512, items: { type: 'object', additionalProperties: true } },
  variables: { type: 'array', maxItems: 256, items: { type: 'object', additionalProperties: true } },
  script: text(65_536),
  eyeCatchingImageId: { type: ['string', 'null'], format: 'misskey:id' },
  font: { type: 'string', enum: ['serif', 'sans-serif'] },
  alignCenter: { type: 'boolean' },
  hideTitleWhenPinned: { type: 'boolean' },
} as const;

/** The one parameter naming a page. */
export const pageIdParams = { type: 'object', properties: { pageId: id }, required: ['pageId'] } as const;

/** pages/like or pages/unlike: the same call on someone else's page under two names. */
export function pageLikeEndpoint(name: 'pages/like' | 'pages/unlike') {
  return defineEndpoint({
    name,
    requireCredential: true,
    prohibitMoved: true,
    kind: 'write:page-likes',
    limit: null,
    params: pageIdParams,
    handle(params, ctx) {
      const { pages } = ctx.services;
      const userId = signedIn(ctx).id;
      if (name === 'pages/like') pages.like(userId, params.pageId);
      else pages.unlike(userId, params.pageId);
      return undefined;
    },
  });
}
