import { roleErrors } from '../../../../roles/role-errors';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Deletes a role and its assignments (administrators). */
export default defineEndpoint({
  name: 'admin/roles/delete',
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:roles',
  limit: null,
  params: { type: 'object', properties: { roleId: id }, required: ['roleId'] },
  handle(params, ctx) {
    const { roles } = ctx.services;
    const role = roles.byId(params.roleId);
    if (!role) throw roleErrors.noSuchRoleToDelete();
    roles.delete(role);
    return undefined;
  },
});
