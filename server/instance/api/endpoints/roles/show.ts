import { roleErrors } from '../../../roles/role-errors';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** A public role. */
export default defineEndpoint({
  name: 'roles/show',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { roleId: id }, required: ['roleId'] },
  handle(params, ctx) {
    const { roles } = ctx.services;
    const role = roles.publicRole(params.roleId);
    if (!role) throw roleErrors.noSuchRoleToShowPublic();
    return roles.pack(role);
  },
});
