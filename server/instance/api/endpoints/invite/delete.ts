import { clientError } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

const noSuchCode = clientError('NO_SUCH_INVITE_CODE', 'cd4f9ae4-7854-4e3e-8df9-c296f051e634', 'No such invite code.');
const cannotDelete = clientError(
  'CAN_NOT_DELETE_INVITE_CODE',
  'ff17af39-000c-4d4e-abdf-848fa30fc1ce',
  "You can't delete this invite code.",
);
const accessDenied = clientError('ACCESS_DENIED', '5eb8d909-2540-4970-90b8-dd6f86088121', 'Access denied.');

/** Withdraws one's own unused code; moderators may withdraw any. */
export default defineEndpoint({
  name: 'invite/delete',
  requireCredential: true,
  requireRolePolicy: 'canInvite',
  kind: 'write:invite-codes',
  limit: null,
  params: { type: 'object', properties: { inviteId: id }, required: ['inviteId'] },
  handle(params, ctx) {
    const { roles, invites } = ctx.services;
    const me = signedIn(ctx);
    const row = invites.byId(params.inviteId);
    if (!row) throw noSuchCode();
    const moderator = roles.isModerator(me);
    if (row.created_by_id !== me.id && !moderator) throw accessDenied();
    if (row.used_at !== null && !moderator) throw cannotDelete();
    invites.delete(row.id);
    return undefined;
  },
});
