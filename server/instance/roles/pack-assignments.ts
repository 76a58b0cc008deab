import type { Instance } from '../instance';
import { packUserDetailed } from '../users/pack-user';
import type { UserRow } from '../users/user-row';

/** A page of role assignments with each user in detail, and when each was given and ends (admin/roles/users). */
export function packAssignments(
  instance: Instance,
  rows: readonly { id: string; user_id: string; created_at: number; expires_at: number | null }[],
  viewerId: string | null,
) {
  return rows.flatMap((a) => {
    const user = instance.db.prepare('SELECT * FROM users WHERE id = ?').get(a.user_id) as UserRow | undefined;
    if (!user) return [];
    return [
      {
        id: a.id,
        createdAt: new Date(a.created_at).toISOString(),
        user: packUserDetailed(instance, user, viewerId),
        expiresAt: a.expires_at === null ? null : new Date(a.expires_at).toISOString(),
      },
    ];
  });
}
