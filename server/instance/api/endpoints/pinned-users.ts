import { defineEndpoint } from '../endpoint';
import { isLocalHost } from '../families/user-lookup';

/** The accounts the administrators pinned for explore, in their order; unknown or other servers' ones left out. */
export default defineEndpoint({
  name: 'pinned-users',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { instance, users, pack } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    return instance.settings.get().pinnedUsers.flatMap((acct) => {
      const [username = '', host] = acct.replace(/^@/, '').split('@');
      const user = isLocalHost(ctx, host) ? users.byUsername(username) : undefined;
      return user && user.is_suspended === 0 && user.is_deleted === 0 ? [pack.userDetailed(user, viewerId)] : [];
    });
  },
});
