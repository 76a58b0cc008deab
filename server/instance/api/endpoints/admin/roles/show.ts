import { roleErrors } from '../../../../roles/role-errors';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** One role, public or not (moderators). */
export default defineEndpoint({
  name: 'admin/roles/show',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:roles',
  limit: null,
  params: { type: 'object', properties: { roleId: id }, required: ['roleId'] },
  handle(params, ctx) {
    const { roles } = ctx.services;
    const role = roles.byId(params.roleId);
    if (!role) throw roleErrors.noSuchRoleToShow();
    return roles.pack(role);
  },
});
