import { roleErrors } from '../../../../roles/role-errors';
import { defineEndpoint } from '../../../endpoint';
import { roleFieldsOf, roleProperties } from '../../../families/role-params';
import { id } from '../../../schema';

/** Changes a role (administrators); what is not sent stays. */
export default defineEndpoint({
  name: 'admin/roles/update',
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:roles',
  limit: null,
  params: { type: 'object', properties: { roleId: id, ...roleProperties }, required: ['roleId'] },
  handle(params, ctx) {
    const { roles } = ctx.services;
    const role = roles.byId(params.roleId);
    if (!role) throw roleErrors.noSuchRoleToUpdate();
    roles.update(role, roleFieldsOf(params));
    return undefined;
  },
});
