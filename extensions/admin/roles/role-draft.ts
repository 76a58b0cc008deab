import type { entities } from 'misskey-js';
import { type Formula, newFormula } from './FormulaEditor';
import type { PolicyValue } from './PolicyInput';

/** How a role sets one policy: the base value, or its own with a priority over other roles'. */
export interface RolePolicy {
  useDefault: boolean;
  priority: number;
  value: PolicyValue;
}

/** A role as its editor holds it: what admin/roles/create and update take. */
export interface RoleDraft {
  name: string;
  description: string;
  color: string | null;
  iconUrl: string | null;
  target: 'manual' | 'conditional';
  condFormula: Formula;
  isPublic: boolean;
  isExplorable: boolean;
  asBadge: boolean;
  isModerator: boolean;
  isAdministrator: boolean;
  canEditMembersByModerator: boolean;
  preserveAssignmentOnMoveAccount: boolean;
  displayOrder: number;
  policies: Record<string, RolePolicy>;
}

/** A new role's draft: manual, every policy at its base value. */
export function blankRole(base: Record<string, PolicyValue>): RoleDraft {
  return {
    name: '',
    description: '',
    color: null,
    iconUrl: null,
    target: 'manual',
    condFormula: newFormula('and'),
    isPublic: false,
    isExplorable: false,
    asBadge: false,
    isModerator: false,
    isAdministrator: false,
    canEditMembersByModerator: false,
    preserveAssignmentOnMoveAccount: false,
    displayOrder: 0,
    policies: Object.fromEntries(
      Object.entries(base).map(([key, value]) => [key, { useDefault: true, priority: 0, value }]),
    ),
  };
}

/** An existing role's draft; policies it does not set take the base value. */
export function roleDraftOf(role: entities.Role, base: Record<string, PolicyValue>): RoleDraft {
  const blank = blankRole(base);
  const policies = { ...blank.policies };
  for (const [key, set] of Object.entries(role.policies)) {
    const fallback = policies[key]?.value ?? false;
    policies[key] = {
      useDefault: set.useDefault ?? true,
      priority: set.priority ?? 0,
      value: (set.value as PolicyValue | undefined) ?? fallback,
    };
  }
  return {
    name: role.name,
    description: role.description,
    color: role.color,
    iconUrl: role.iconUrl,
    target: role.target,
    // A manual role's formula is often empty ({}): Misskey's default.
    condFormula: 'type' in role.condFormula ? role.condFormula : newFormula('and'),
    isPublic: role.isPublic,
    isExplorable: role.isExplorable,
    asBadge: role.asBadge,
    isModerator: role.isModerator,
    isAdministrator: role.isAdministrator,
    canEditMembersByModerator: role.canEditMembersByModerator,
    preserveAssignmentOnMoveAccount: role.preserveAssignmentOnMoveAccount,
    displayOrder: role.displayOrder,
    policies,
  };
}
