import { roleErrors } from '../../../../roles/role-errors';
import { defineEndpoint } from '../../../endpoint';
import { pageOf, pagingProperties } from '../../../paging';
import { id } from '../../../schema';

/** Who holds a manual role now, with when it was given and when it ends (administrators). */
export default defineEndpoint({
  name: 'admin/roles/users',
  requireCredential: false,
  requireModerator: true,
  kind: 'read:admin:roles',
  limit: null,
  params: { type: 'object', properties: { roleId: id, ...pagingProperties }, required: ['roleId'] },
  handle(params, ctx) {
    const { roles, pack } = ctx.services;
    const role = roles.byId(params.roleId);
    if (!role) throw roleErrors.noSuchRoleForAdminUsers();
    return pack.roleAssignments(roles.assignments(role, pageOf(params)), ctx.user?.id ?? null);
  },
});
