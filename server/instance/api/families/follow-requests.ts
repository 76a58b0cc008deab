import { followErrors } from '../../following/following';
import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { id } from '../schema';
import { userById } from './user-lookup';

/**
 * following/requests/accept or reject: the same answer to a follow request under two names,
 * each with its NO_SUCH_USER id.
 */
export function followRequestAnswerEndpoint(name: 'following/requests/accept' | 'following/requests/reject') {
  const accepting = name === 'following/requests/accept';
  return defineEndpoint({
    name,
    requireCredential: true,
    kind: 'write:following',
    limit: null,
    params: { type: 'object', properties: { userId: id }, required: ['userId'] },
    handle(params, ctx) {
      const { following } = ctx.services;
      const me = signedIn(ctx);
      if (accepting) following.accept(me, userById(ctx, params.userId, followErrors.acceptNoSuchUser));
      else following.reject(me, userById(ctx, params.userId, followErrors.rejectNoSuchUser));
      return undefined;
    },
  });
}
