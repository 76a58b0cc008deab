import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';

/** The clips the caller favourited, most recently favourited first. */
export default defineEndpoint({
  name: 'clips/my-favorites',
  requireCredential: true,
  kind: 'read:clip-favorite',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { clips } = ctx.services;
    const user = signedIn(ctx);
    return clips.favorited(user.id).map((c) => clips.pack(c, user.id));
  },
});
