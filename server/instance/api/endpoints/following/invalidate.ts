import { clientError } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { HOUR } from '../../rate-limit';
import { id } from '../../schema';

const errors = {
  noSuchUser: clientError('NO_SUCH_USER', '5b12c78d-2b28-4dca-99d2-f56139b42ff8', 'No such user.'),
  followerIsYourself: clientError(
    'FOLLOWER_IS_YOURSELF',
    '07dc03b9-03da-422d-885b-438313707662',
    'Follower is yourself.',
  ),
  notFollowing: clientError(
    'NOT_FOLLOWING',
    '5dbf82f5-c92b-40b1-87d1-6c8c0741fd09',
    'The other use is not following you.',
  ),
};

/** Removes a follower: the user no longer follows the caller. Answers the caller, as Misskey's does. */
export default defineEndpoint({
  name: 'following/invalidate',
  requireCredential: true,
  kind: 'write:following',
  limit: { duration: HOUR, max: 100 },
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const me = signedIn(ctx);
    if (params.userId === me.id) throw errors.followerIsYourself();
    const { users, following, pack } = ctx.services;
    const follower = users.byId(params.userId);
    if (!follower) throw errors.noSuchUser();
    if (!following.isFollowing(follower.id, me.id)) throw errors.notFollowing();
    following.unfollow(follower, me);
    return pack.userLite(me);
  },
});
