import { defineEndpoint } from '../endpoint';

/** The decorations people may wear on their avatars. */
export default defineEndpoint({
  name: 'get-avatar-decorations',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: {} },
  handle: (_params, ctx) =>
    ctx.services.avatarDecorations.all().map((row) => {
      const { createdAt: _c, updatedAt: _u, ...rest } = ctx.services.pack.avatarDecoration(row);
      return rest;
    }),
});
