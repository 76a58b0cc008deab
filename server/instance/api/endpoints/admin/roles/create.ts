import type { RoleFields } from '../../../../roles/roles';
import { defineEndpoint } from '../../../endpoint';
import { requiredRoleFields, roleFieldsOf, roleProperties } from '../../../families/role-params';

/** A new role (administrators). */
export default defineEndpoint({
  name: 'admin/roles/create',
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:roles',
  limit: null,
  params: { type: 'object', properties: roleProperties, required: [...requiredRoleFields] },
  handle(params, ctx) {
    const { roles } = ctx.services;
    const fields = {
      isExplorable: false,
      preserveAssignmentOnMoveAccount: false,
      ...roleFieldsOf(params),
    } as RoleFields;
    return roles.pack(roles.create(fields));
  },
});
