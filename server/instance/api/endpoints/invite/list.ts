import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { packInvites } from '../../families/invites';
import { pageOf, pagingProperties } from '../../paging';

/** The codes one made, newest first. */
export default defineEndpoint({
  name: 'invite/list',
  requireCredential: true,
  requireRolePolicy: 'canInvite',
  kind: 'read:invite-codes',
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties, limit: { ...pagingProperties.limit, default: 30 } } },
  handle(params, ctx) {
    const me = signedIn(ctx);
    return packInvites(ctx.services, ctx.services.invites.of(me.id, { ...pageOf(params), limit: params.limit ?? 30 }));
  },
});
