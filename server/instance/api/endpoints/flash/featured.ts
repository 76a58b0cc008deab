import { defineEndpoint } from '../../endpoint';

/** The most liked public Plays. */
export default defineEndpoint({
  name: 'flash/featured',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      offset: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    },
  },
  handle(params, ctx) {
    const { flashes } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    return flashes.featured(params.offset ?? 0, params.limit ?? 10).map((f) => flashes.pack(f, viewerId));
  },
});
