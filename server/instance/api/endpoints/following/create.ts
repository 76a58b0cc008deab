import { followErrors } from '../../../following/follow-errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { userById } from '../../families/user-lookup';
import { HOUR } from '../../rate-limit';
import { id } from '../../schema';

export default defineEndpoint({
  name: 'following/create',
  requireCredential: true,
  kind: 'write:following',
  prohibitMoved: true,
  limit: { duration: HOUR, max: 100 },
  params: {
    type: 'object',
    properties: { userId: id, withReplies: { type: 'boolean' } },
    required: ['userId'],
  },
  handle(params, ctx) {
    const { following, pack } = ctx.services;
    const followee = userById(ctx, params.userId, followErrors.createNoSuchUser);
    const me = signedIn(ctx);
    // A follow made at once takes withReplies; a request is settled without it.
    if (following.follow(me, followee) === 'following' && params.withReplies !== undefined) {
      following.updateSettings(me.id, followee.id, { withReplies: params.withReplies });
    }
    return pack.userLite(followee);
  },
});
