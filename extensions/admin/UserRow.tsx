import { Avatar, Link, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** An account in the control panel's lists: avatar, name, @username, what stands out, linked to its page. */
export function UserRow({ user }: { user: entities.UserDetailed | entities.UserLite }) {
  const t = useExtensionStrings('admin');
  const flags = [
    'isSuspended' in user && user.isSuspended ? t('users.suspended') : null,
    'isLocked' in user && user.isLocked ? t('users.locked') : null,
    user.isBot ? t('users.bot') : null,
  ].filter((f): f is string => f !== null);
  return (
    <Link to={`/admin/user/${user.id}`} className="admin-user-row">
      <Avatar user={user} size={36} />
      <span className="admin-user-names">
        <strong>{user.name ?? user.username}</strong>
        <small dir="ltr">@{user.username}</small>
      </span>
      {flags.map((flag) => (
        <span key={flag} className="admin-badge">
          {flag}
        </span>
      ))}
    </Link>
  );
}
