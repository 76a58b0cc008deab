import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Recent gallery posts people liked, most liked first. */
export default defineEndpoint({
  name: 'gallery/featured',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 }, untilId: id },
  },
  handle(params, ctx) {
    const { gallery } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    return gallery.featured(params.limit ?? 10, params.untilId).map((post) => gallery.pack(post, viewerId));
  },
});
