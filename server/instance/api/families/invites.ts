import type { Services } from '../../services';
import type { InviteRow } from '../../users/invites';

/** Packs codes for an answer, looking up who made and who used each. */
export function packInvites(services: Pick<Services, 'pack' | 'users'>, rows: readonly InviteRow[]) {
  return rows.map((row) => services.pack.invite((id) => services.users.byId(id), row));
}

/** When a code made now expires under the maker's inviteExpirationTime (minutes; 0 for never). */
export function policyExpiry(expirationMinutes: number, now = Date.now()): number | null {
  return expirationMinutes > 0 ? now + expirationMinutes * 60_000 : null;
}
