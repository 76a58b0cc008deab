import { roleErrors } from '../../../roles/role-errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { id } from '../../schema';

/** A public role's timeline: the public notes of its members, when the role is explorable. */
export default defineEndpoint({
  name: 'roles/notes',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: { type: 'object', properties: { roleId: id, ...pagingProperties }, required: ['roleId'] },
  handle(params, ctx) {
    const { roles, pack } = ctx.services;
    const user = signedIn(ctx);
    const role = roles.publicRole(params.roleId);
    if (!role) throw roleErrors.noSuchRoleForNotes();
    if (role.is_explorable !== 1) return [];
    return pack.notes(roles.timeline(role, user.id, pageOf(params)), user.id);
  },
});
