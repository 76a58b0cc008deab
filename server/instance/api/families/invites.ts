import type { Instance } from '../../instance';
import { type InviteRow, packInvite } from '../../users/invites';
import type { Users } from '../../users/users';

/** Packs codes for an answer, looking up who made and who used each. */
export function packInvites(services: { instance: Instance; users: Users }, rows: readonly InviteRow[]) {
  return rows.map((row) => packInvite(services.instance, (id) => services.users.byId(id), row));
}

/** When a code made now expires under the maker's inviteExpirationTime (minutes; 0 for never). */
export function policyExpiry(expirationMinutes: number, now = Date.now()): number | null {
  return expirationMinutes > 0 ? now + expirationMinutes * 60_000 : null;
}
