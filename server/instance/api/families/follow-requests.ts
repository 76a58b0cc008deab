import { followErrors } from '../../following/follow-errors';
import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { pageOf, pagingProperties } from '../paging';
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

/** following/requests/list or sent: the caller's received or sent follow requests, newest first. */
export function followRequestListEndpoint(name: 'following/requests/list' | 'following/requests/sent') {
  const side = name === 'following/requests/list' ? 'received' : 'sent';
  return defineEndpoint({
    name,
    requireCredential: true,
    kind: 'read:following',
    limit: null,
    params: { type: 'object', properties: { ...pagingProperties } },
    handle(params, ctx) {
      return ctx.services.following.requestPage(signedIn(ctx).id, side, pageOf(params));
    },
  });
}
