import { clientError } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { policyExpiry } from '../../families/invites';

const exceededLimit = clientError(
  'EXCEEDED_LIMIT_OF_CREATE_INVITE_CODE',
  '8b165dd3-6f37-4557-8db1-73175d63c641',
  'You have exceeded the limit for creating an invitation code.',
);

/** Makes an invitation code, within the role's inviteLimit per inviteLimitCycle minutes. */
export default defineEndpoint({
  name: 'invite/create',
  requireCredential: true,
  requireRolePolicy: 'canInvite',
  kind: 'write:invite-codes',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { roles, invites, pack, users } = ctx.services;
    const me = signedIn(ctx);
    const policies = roles.policiesOf(me.id);
    const now = Date.now();
    if (policies.inviteLimit > 0) {
      const made = invites.createdSince(me.id, now - policies.inviteLimitCycle * 60_000);
      if (made >= policies.inviteLimit) throw exceededLimit();
    }
    const row = invites.create(me.id, policyExpiry(policies.inviteExpirationTime, now), now);
    return pack.invite((id) => users.byId(id), row);
  },
});
