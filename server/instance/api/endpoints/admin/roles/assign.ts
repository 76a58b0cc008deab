import { roleErrors } from '../../../../roles/role-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Gives a user a role, until an optional time (moderators, when the role lets them). */
export default defineEndpoint({
  name: 'admin/roles/assign',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:roles',
  limit: null,
  params: {
    type: 'object',
    properties: {
      roleId: id,
      userId: id,
      expiresAt: { type: ['integer', 'null'], minimum: 0, maximum: 8_640_000_000_000_000 },
    },
    required: ['roleId', 'userId'],
  },
  handle(params, ctx) {
    const { roles, instance } = ctx.services;
    const role = roles.byId(params.roleId);
    if (!role) throw roleErrors.noSuchRoleToAssign();
    if (!roles.mayEditMembers(role, signedIn(ctx))) throw roleErrors.assignDenied();
    if (!instance.db.prepare('SELECT 1 FROM users WHERE id = ?').get(params.userId))
      throw roleErrors.noSuchUserToAssign();
    // An expiry already past assigns nothing, as Misskey does.
    if (params.expiresAt && params.expiresAt <= Date.now()) return undefined;
    roles.assign(role.id, params.userId, params.expiresAt ?? null);
    return undefined;
  },
});
