import type { UserRow } from '../users/user-row';
import type { RoleRow, Roles } from './roles';

/** Whether the caller may change who holds a role: administrators, and moderators when the role allows it. */
export function mayEditMembers(roles: Roles, role: RoleRow, caller: UserRow): boolean {
  return role.can_edit_members_by_moderator === 1 || roles.isAdministrator(caller);
}
