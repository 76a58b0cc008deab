import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageFieldProperties } from '../../families/pages';
import { HOUR } from '../../rate-limit';

/** Makes a page; its name (the address part) is unique among the author's pages. */
export default defineEndpoint({
  name: 'pages/create',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:pages',
  limit: { duration: HOUR, max: 300 },
  params: {
    type: 'object',
    properties: pageFieldProperties,
    required: ['title', 'name', 'content', 'variables', 'script'],
  },
  handle(params, ctx) {
    const { pages } = ctx.services;
    const user = signedIn(ctx);
    const page = pages.create(user.id, {
      title: params.title,
      name: params.name,
      summary: params.summary ?? null,
      content: params.content,
      variables: params.variables,
      script: params.script,
      eyeCatchingImageId: params.eyeCatchingImageId ?? null,
      font: params.font ?? 'sans-serif',
      alignCenter: params.alignCenter ?? false,
      hideTitleWhenPinned: params.hideTitleWhenPinned ?? false,
    });
    return pages.pack(page, user.id);
  },
});
