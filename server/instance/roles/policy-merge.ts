import type { entities } from 'misskey-js';

type RolePolicies = entities.RolePolicies;

/** One role's setting of one policy: a value, or the base role's (useDefault), at a priority 0-2. */
export interface RolePolicy {
  value?: unknown;
  priority?: number;
  useDefault?: boolean;
}

type Aggregate = (values: unknown[]) => unknown;

const any: Aggregate = (vs) => vs.some((v) => v === true);
const most: Aggregate = (vs) => Math.max(...vs.map(Number));
const least: Aggregate = (vs) => Math.min(...vs.map(Number));
const union: Aggregate = (vs) => [...new Set(vs.flatMap((v) => (Array.isArray(v) ? v : [])))];
const chat: Aggregate = (vs) =>
  vs.includes('available') ? 'available' : vs.includes('readonly') ? 'readonly' : 'unavailable';

// How several roles' values of a policy combine (Misskey's RoleService): a right held by any
// role is held; the largest limit wins; the rate limit factor takes the mildest; the uploadable
// file types add up.
const AGGREGATES: Partial<Record<keyof RolePolicies, Aggregate>> = {
  rateLimitFactor: least,
  chatAvailability: chat,
};

/**
 * A user's policies from the base role's and those of the roles they hold: per policy, the roles
 * at the highest priority that set it decide, each with its value or the base one (useDefault).
 */
export function mergePolicies(
  base: RolePolicies,
  roles: readonly { policies: Readonly<Record<string, RolePolicy>> }[],
): RolePolicies {
  if (roles.length === 0) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const key of Object.keys(base) as (keyof RolePolicies)[]) {
    const settings = roles.map((r) => r.policies[key] ?? { priority: 0, useDefault: true });
    const top = Math.max(...settings.map((s) => s.priority ?? 0));
    const values = settings
      .filter((s) => (s.priority ?? 0) === top)
      .map((s) => (s.useDefault !== false || s.value === undefined ? base[key] : s.value));
    const kind = typeof base[key];
    const aggregate =
      AGGREGATES[key] ??
      (Array.isArray(base[key]) ? union : kind === 'boolean' ? any : kind === 'number' ? most : null);
    merged[key] = aggregate ? aggregate(values) : values[0];
  }
  return merged as unknown as RolePolicies;
}
