/** What a conditional role's formula is checked against. */
export interface RoleSubject {
  host: string | null;
  createdAt: number;
  isSuspended: boolean;
  isLocked: boolean;
  isBot: boolean;
  isCat: boolean;
  isExplorable: boolean;
  followersCount: number;
  followingCount: number;
  notesCount: number;
  /** The ids of the manual roles the user holds. */
  assignedRoleIds: ReadonlySet<string>;
}

/** A node of Misskey's role condition formula (RoleCondFormulaValue). */
export type RoleFormula = { id?: string; type: string; [key: string]: unknown };

const num = (v: unknown) => (typeof v === 'number' ? v : Number.NaN);

/**
 * Whether a user meets a conditional role's formula, by Misskey's condition types: and, or, not,
 * roleAssignedTo, isLocal, isRemote, the account flags, account age in seconds, and follower,
 * following and note counts. A type this server does not know is not met.
 */
export function meetsFormula(formula: RoleFormula, user: RoleSubject, now = Date.now()): boolean {
  const values = Array.isArray(formula.values) ? (formula.values as RoleFormula[]) : [];
  switch (formula.type) {
    case 'and':
      return values.every((v) => meetsFormula(v, user, now));
    case 'or':
      return values.some((v) => meetsFormula(v, user, now));
    case 'not':
      return typeof formula.value === 'object' && formula.value !== null
        ? !meetsFormula(formula.value as RoleFormula, user, now)
        : false;
    case 'roleAssignedTo':
      return typeof formula.roleId === 'string' && user.assignedRoleIds.has(formula.roleId);
    case 'isLocal':
      return user.host === null;
    case 'isRemote':
      return user.host !== null;
    case 'isSuspended':
      return user.isSuspended;
    case 'isLocked':
      return user.isLocked;
    case 'isBot':
      return user.isBot;
    case 'isCat':
      return user.isCat;
    case 'isExplorable':
      return user.isExplorable;
    case 'createdLessThan':
      return user.createdAt > now - num(formula.sec) * 1000;
    case 'createdMoreThan':
      return user.createdAt < now - num(formula.sec) * 1000;
    case 'followersLessThanOrEq':
      return user.followersCount <= num(formula.value);
    case 'followersMoreThanOrEq':
      return user.followersCount >= num(formula.value);
    case 'followingLessThanOrEq':
      return user.followingCount <= num(formula.value);
    case 'followingMoreThanOrEq':
      return user.followingCount >= num(formula.value);
    case 'notesLessThanOrEq':
      return user.notesCount <= num(formula.value);
    case 'notesMoreThanOrEq':
      return user.notesCount >= num(formula.value);
    default:
      return false;
  }
}
