/** Where a preference record applies; an empty scope is the generic record. */
export interface PrefScope {
  server?: string;
  account?: string;
  device?: string;
}

/** A record's flags; `sync` keeps it in step with the account's registry. */
export interface PrefFlags {
  sync?: boolean;
}

/** One value of a preference for one scope. */
export type PrefRecord<T = unknown> = [scope: PrefScope, value: T, flags: PrefFlags];

/** The newer preference profile (spec 001 section 3). */
export interface PreferenceProfile {
  id: string;
  version: string;
  type: 'main';
  modifiedAt: number;
  name: string;
  preferences: Record<string, PrefRecord[]>;
}

/** Who is using the client: the records for this server and account win over generic ones. */
export interface PrefContext {
  server: string;
  account: string | null;
}

const isAccountScope = (scope: PrefScope, ctx: PrefContext) =>
  ctx.account !== null && scope.server === ctx.server && scope.account === ctx.account;
const isServerScope = (scope: PrefScope, ctx: PrefContext) =>
  scope.server === ctx.server && scope.account === undefined;
const isGeneric = (scope: PrefScope) => scope.server === undefined && scope.account === undefined;

/**
 * The record that applies (spec 001 section 4): the one for this server and account, then the
 * server-only one, then the generic one.
 */
export function findRecord(records: readonly PrefRecord[] | undefined, ctx: PrefContext): PrefRecord | undefined {
  if (!records) return undefined;
  return (
    records.find((r) => isAccountScope(r[0], ctx)) ??
    records.find((r) => isServerScope(r[0], ctx)) ??
    records.find((r) => isGeneric(r[0]))
  );
}

/** Whether this account has its own value for the key. */
export function hasAccountOverride(records: readonly PrefRecord[] | undefined, ctx: PrefContext): boolean {
  return records?.some((r) => isAccountScope(r[0], ctx)) ?? false;
}

/** A new, empty profile. */
export function emptyProfile(id: string, version: string): PreferenceProfile {
  return { id, version, type: 'main', modifiedAt: Date.now(), name: '', preferences: {} };
}

export { isAccountScope, isGeneric };
