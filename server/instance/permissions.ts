import { permissions } from 'misskey-js';

/** A permission an app token may hold (Misskey's `kind` of an endpoint), as misskey-js lists them. */
export type Permission = (typeof permissions)[number];

/**
 * Kinds Misskey's endpoints declare that its permission list lacks (the abuse-report recipients
 * and system webhooks): no app token can be given them, so only native tokens pass.
 */
export type UnlistedKind =
  | 'read:admin:abuse-report:notification-recipient'
  | 'write:admin:abuse-report:notification-recipient'
  | 'read:admin:system-webhook'
  | 'write:admin:system-webhook';

/** What an endpoint or a stream channel may declare as its `kind`, as Misskey declares it. */
export type Kind = Permission | UnlistedKind;

const known = new Set<string>(permissions);

/** Whether a string is one of Misskey's permissions. */
export function isPermission(value: string): value is Permission {
  return known.has(value);
}

/**
 * Misskey's rule for an app token, on endpoints and stream channels alike: it needs the declared
 * kind, and where none is declared it may use only what asks for no credential.
 */
export function appTokenMayUse(
  permission: readonly string[],
  declared: { kind: Kind | null; requireCredential: boolean },
): boolean {
  return declared.kind ? permission.includes(declared.kind) : !declared.requireCredential;
}
