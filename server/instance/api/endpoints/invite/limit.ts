import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';

/** How many more codes one may make in the current window, or null when the role sets no limit. */
export default defineEndpoint({
  name: 'invite/limit',
  requireCredential: true,
  requireRolePolicy: 'canInvite',
  kind: 'read:invite-codes',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const me = signedIn(ctx);
    const policies = ctx.services.roles.policiesOf(me.id);
    if (!(policies.inviteLimit > 0)) return { remaining: null };
    const made = ctx.services.invites.createdSince(me.id, Date.now() - policies.inviteLimitCycle * 60_000);
    return { remaining: Math.max(0, policies.inviteLimit - made) };
  },
});
