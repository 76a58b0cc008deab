import type { RoleFields } from '../../roles/roles';

/** admin/roles/create's and update's fields (Misskey leaves the strings unbounded; these are generous bounds). */
export const roleProperties = {
  name: { type: 'string', maxLength: 256 },
  description: { type: 'string', maxLength: 8192 },
  color: { type: ['string', 'null'], maxLength: 32 },
  iconUrl: { type: ['string', 'null'], maxLength: 2048 },
  target: { type: 'string', enum: ['manual', 'conditional'] },
  condFormula: { type: 'object' },
  isPublic: { type: 'boolean' },
  isModerator: { type: 'boolean' },
  isAdministrator: { type: 'boolean' },
  isExplorable: { type: 'boolean' },
  asBadge: { type: 'boolean' },
  preserveAssignmentOnMoveAccount: { type: 'boolean' },
  canEditMembersByModerator: { type: 'boolean' },
  displayOrder: { type: 'number' },
  policies: { type: 'object' },
} as const;

/** The fields Misskey requires on create and update. */
export const requiredRoleFields = [
  'name',
  'description',
  'color',
  'iconUrl',
  'target',
  'condFormula',
  'isPublic',
  'isModerator',
  'isAdministrator',
  'asBadge',
  'canEditMembersByModerator',
  'displayOrder',
  'policies',
] as const;

/** The given fields as a role's, leaving out those not sent. */
export function roleFieldsOf(params: Record<string, unknown>): Partial<RoleFields> {
  return Object.fromEntries(
    Object.keys(roleProperties)
      .filter((k) => params[k] !== undefined)
      .map((k) => [k, params[k]]),
  ) as Partial<RoleFields>;
}
