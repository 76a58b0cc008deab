import { defineEndpoint } from '../../endpoint';

/** The ten most liked pages. */
export default defineEndpoint({
  name: 'pages/featured',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { pages } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    return pages.featured().map((page) => pages.pack(page, viewerId));
  },
});
