import { followErrors } from '../../../../following/follow-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { userById } from '../../../families/user-lookup';
import { id } from '../../../schema';

export default defineEndpoint({
  name: 'following/requests/cancel',
  requireCredential: true,
  kind: 'write:following',
  limit: null,
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const { following, pack } = ctx.services;
    const followee = userById(ctx, params.userId, followErrors.cancelNoSuchUser);
    following.cancel(signedIn(ctx), followee);
    return pack.userLite(followee);
  },
});
