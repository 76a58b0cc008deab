import { roleErrors } from '../../../../roles/role-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Takes a role from a user (moderators, when the role lets them). */
export default defineEndpoint({
  name: 'admin/roles/unassign',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:roles',
  limit: null,
  params: { type: 'object', properties: { roleId: id, userId: id }, required: ['roleId', 'userId'] },
  handle(params, ctx) {
    const { roles, instance } = ctx.services;
    const role = roles.byId(params.roleId);
    if (!role) throw roleErrors.noSuchRoleToUnassign();
    if (!roles.mayEditMembers(role, signedIn(ctx))) throw roleErrors.unassignDenied();
    if (!instance.db.prepare('SELECT 1 FROM users WHERE id = ?').get(params.userId))
      throw roleErrors.noSuchUserToUnassign();
    roles.unassign(role.id, params.userId);
    return undefined;
  },
});
