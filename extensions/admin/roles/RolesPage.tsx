import { Link, useEndpoint, useExtensionStrings, useViewer } from '@tessera/sdk';
import { AdminPage } from '../AdminPage';

/** /admin/roles: the roles, in display order, with their members' count; the base role; a new role. */
export default function RolesPage() {
  const t = useExtensionStrings('admin');
  const viewer = useViewer();
  const roles = useEndpoint('admin/roles/list', {});
  return (
    <AdminPage title={t('roles.title')}>
      <div className="admin-actions">
        {viewer.isAdmin && (
          <Link to="/admin/roles/new" className="button primary">
            {t('roles.new')}
          </Link>
        )}
        {viewer.isAdmin && (
          <Link to="/admin/roles/base" className="button">
            {t('roles.base')}
          </Link>
        )}
      </div>
      {roles.status === 'loading' && <p role="status">{t('loading')}</p>}
      {roles.data?.length === 0 && <p className="form-hint">{t('roles.noRoles')}</p>}
      <ul className="admin-list" aria-label={t('roles.title')}>
        {[...(roles.data ?? [])]
          .sort((a, b) => b.displayOrder - a.displayOrder)
          .map((role) => (
            <li key={role.id}>
              <Link to={`/admin/roles/${role.id}`} className="admin-user-row">
                <span className="admin-role-swatch" style={{ background: role.color ?? 'var(--accent)' }} />
                <span className="admin-user-names">
                  <strong>{role.name}</strong>
                  <small>
                    {t(`roles.targets.${role.target}`)} · {t('roles.members', { n: String(role.usersCount) })}
                    {role.isAdministrator ? ` · ${t('roles.flag.isAdministrator')}` : ''}
                    {role.isModerator ? ` · ${t('roles.flag.isModerator')}` : ''}
                  </small>
                </span>
              </Link>
            </li>
          ))}
      </ul>
    </AdminPage>
  );
}
