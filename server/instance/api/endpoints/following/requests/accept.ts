import { followErrors } from '../../../../following/following';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { userById } from '../../../families/user-lookup';
import { id } from '../../../schema';

export default defineEndpoint({
  name: 'following/requests/accept',
  requireCredential: true,
  kind: 'write:following',
  limit: null,
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const { following } = ctx.services;
    following.accept(signedIn(ctx), userById(ctx, params.userId, followErrors.acceptNoSuchUser));
    return undefined;
  },
});
