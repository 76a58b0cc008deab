import { followErrors } from '../../../following/follow-errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { userById } from '../../families/user-lookup';
import { HOUR } from '../../rate-limit';
import { id } from '../../schema';

export default defineEndpoint({
  name: 'following/delete',
  requireCredential: true,
  kind: 'write:following',
  limit: { duration: HOUR, max: 100 },
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const { following, pack } = ctx.services;
    const followee = userById(ctx, params.userId, followErrors.deleteNoSuchUser);
    following.unfollow(signedIn(ctx), followee);
    return pack.userLite(followee);
  },
});
