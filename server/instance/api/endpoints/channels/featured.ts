import { defineEndpoint } from '../../endpoint';

/** The ten channels with the most recent notes. */
export default defineEndpoint({
  name: 'channels/featured',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { channels } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    return channels.featured().map((c) => channels.pack(c, viewerId));
  },
});
