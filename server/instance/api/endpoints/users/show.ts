import type { UserRow } from '../../../users/user-row';
import { defineEndpoint } from '../../endpoint';
import { lookUpUser, noSuchUser } from '../../families/user-lookup';
import { host, id, idList, username } from '../../schema';

export default defineEndpoint({
  name: 'users/show',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: { userId: id, userIds: idList(100), username, host },
    anyOf: [{ required: ['userId'] }, { required: ['userIds'] }, { required: ['username'] }],
  },
  /**
   * As Misskey: suspended accounts are shown to moderators only (NO_SUCH_USER for the rest, or
   * left out of a list), and a list comes in the order of the ids asked for.
   */
  handle(params, ctx) {
    const { users, pack } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    const moderator = ctx.user ? ctx.services.roles.isModerator(ctx.user) : false;
    const shown = (u: UserRow) => moderator || u.is_suspended !== 1;
    if (params.userIds !== undefined) {
      const found = new Map(users.byIds(params.userIds).map((u) => [u.id, u]));
      return params.userIds.flatMap((userId) => {
        const u = found.get(userId);
        return u && shown(u) ? [pack.userDetailed(u, viewerId)] : [];
      });
    }
    const user = lookUpUser(ctx, params);
    if (!shown(user)) throw noSuchUser();
    // A profile looked at by someone else counts for its page-view chart.
    ctx.services.charts.recordProfileView(user.id, viewerId ? { userId: viewerId } : { ip: ctx.ip });
    return pack.userDetailed(user, viewerId);
  },
});
