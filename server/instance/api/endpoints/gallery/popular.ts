import { defineEndpoint } from '../../endpoint';

/** The ten most liked gallery posts of all time. */
export default defineEndpoint({
  name: 'gallery/popular',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { gallery } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    return gallery.popular().map((post) => gallery.pack(post, viewerId));
  },
});
