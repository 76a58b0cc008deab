import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { HOUR } from '../../rate-limit';

/** Sets notify and withReplies on every follow of the caller's at once. */
export default defineEndpoint({
  name: 'following/update-all',
  requireCredential: true,
  kind: 'write:following',
  limit: { duration: HOUR, max: 10 },
  params: {
    type: 'object',
    properties: { notify: { type: 'string', enum: ['normal', 'none'] }, withReplies: { type: 'boolean' } },
  },
  handle(params, ctx) {
    const me = signedIn(ctx);
    ctx.services.following.updateSettings(me.id, null, { notify: params.notify, withReplies: params.withReplies });
    return undefined;
  },
});
