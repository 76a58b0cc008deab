import { recordProfileView } from '../../../charts/charts';
import { packUserDetailed } from '../../../users/pack-user';
import { defineEndpoint } from '../../endpoint';
import { lookUpUser } from '../../families/user-lookup';
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
  handle(params, ctx) {
    const { instance, users } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    if (params.userIds !== undefined) {
      return users.byIds(params.userIds).map((u) => packUserDetailed(instance, u, viewerId));
    }
    const user = lookUpUser(ctx, params);
    // A profile looked at by someone else counts for its page-view chart.
    recordProfileView(instance.db, user.id, viewerId ? { userId: viewerId } : { ip: ctx.ip });
    return packUserDetailed(instance, user, viewerId);
  },
});
