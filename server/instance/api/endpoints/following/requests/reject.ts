import { followErrors } from '../../../../following/following';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { userById } from '../../../families/user-lookup';
import { id } from '../../../schema';

export default defineEndpoint({
  name: 'following/requests/reject',
  requireCredential: true,
  kind: 'write:following',
  limit: null,
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const { following } = ctx.services;
    following.reject(signedIn(ctx), userById(ctx, params.userId, followErrors.rejectNoSuchUser));
    return undefined;
  },
});
