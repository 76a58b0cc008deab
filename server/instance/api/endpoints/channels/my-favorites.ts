import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';

/** The caller's favourite channels, most recently added first. */
export default defineEndpoint({
  name: 'channels/my-favorites',
  requireCredential: true,
  kind: 'read:channels',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { channels } = ctx.services;
    const user = signedIn(ctx);
    return channels.favorites(user.id).map((c) => channels.pack(c, user.id));
  },
});
