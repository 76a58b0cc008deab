import { roleErrors } from '../../../roles/role-errors';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { id } from '../../schema';

/** Who holds a public manual role, newest assignment first. */
export default defineEndpoint({
  name: 'roles/users',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { roleId: id, ...pagingProperties }, required: ['roleId'] },
  handle(params, ctx) {
    const { roles, pack } = ctx.services;
    const role = roles.publicRole(params.roleId);
    if (!role) throw roleErrors.noSuchRoleForUsers();
    // The public list says who, not since or until when.
    return pack
      .roleAssignments(roles.assignments(role, pageOf(params)), ctx.user?.id ?? null)
      .map(({ id, user }) => ({ id, user }));
  },
});
