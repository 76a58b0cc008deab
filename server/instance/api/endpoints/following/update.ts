import { clientError } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { HOUR } from '../../rate-limit';
import { id } from '../../schema';

const errors = {
  noSuchUser: clientError('NO_SUCH_USER', '14318698-f67e-492a-99da-5353a5ac52be', 'No such user.'),
  followeeIsYourself: clientError(
    'FOLLOWEE_IS_YOURSELF',
    '4c4cbaf9-962a-463b-8418-a5e365dbf2eb',
    'Followee is yourself.',
  ),
  notFollowing: clientError(
    'NOT_FOLLOWING',
    'b8dc75cf-1cb5-46c9-b14b-5f1ffbd782c9',
    'You are not following that user.',
  ),
};

/**
 * Sets whether a follow notifies of each note and shows the followee's replies. Answers the
 * caller (not the followee), as Misskey's does.
 */
export default defineEndpoint({
  name: 'following/update',
  requireCredential: true,
  kind: 'write:following',
  limit: { duration: HOUR, max: 100 },
  params: {
    type: 'object',
    properties: {
      userId: id,
      notify: { type: 'string', enum: ['normal', 'none'] },
      withReplies: { type: 'boolean' },
    },
    required: ['userId'],
  },
  handle(params, ctx) {
    const me = signedIn(ctx);
    if (params.userId === me.id) throw errors.followeeIsYourself();
    const { users, following, pack } = ctx.services;
    const followee = users.byId(params.userId);
    if (!followee) throw errors.noSuchUser();
    if (!following.isFollowing(me.id, followee.id)) throw errors.notFollowing();
    following.updateSettings(me.id, followee.id, { notify: params.notify, withReplies: params.withReplies });
    return pack.userLite(me);
  },
});
