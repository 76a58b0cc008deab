import {
  Link,
  PagedListFooter,
  type PageProps,
  QueryPage,
  RelativeTime,
  useEndpoint,
  useExtensionStrings,
  useHost,
  usePagedList,
  useRouter,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useId, useState } from 'react';
import type {} from '../../profile/api';
import { AdminPage } from '../AdminPage';
import { UserRow } from '../UserRow';

const DURATIONS = [0, 1, 7, 30, 365];

/** /admin/roles/{id}: a role's facts, its members given and taken back, and for administrators edit and delete. */
export default function RoleAdminPage({ params }: PageProps) {
  const t = useExtensionStrings('admin');
  const role = useEndpoint('admin/roles/show', { roleId: params.roleId ?? '' });
  return (
    <QueryPage query={role} failedTitle={t('roles.notFound')}>
      {(found) => <RoleView key={found.id} role={found} />}
    </QueryPage>
  );
}

function RoleView({ role }: { role: entities.Role }) {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const router = useRouter();
  const viewer = useViewer();
  const mayEditMembers = viewer.isAdmin || role.canEditMembersByModerator;
  const remove = async () => {
    if (!(await host.modals.confirm(t('roles.deleteConfirm', { role: role.name }), { danger: true }))) return;
    await host.apiWithDialog('admin/roles/delete', { roleId: role.id }).then(
      () => router.push('/admin/roles'),
      () => undefined,
    );
  };
  return (
    <AdminPage title={role.name}>
      {role.description && <p>{role.description}</p>}
      <p className="form-hint">
        {t(`roles.targets.${role.target}`)} · {t('roles.members', { n: String(role.usersCount) })}
      </p>
      {viewer.isAdmin && (
        <div className="admin-actions">
          <Link to={`/admin/roles/${role.id}/edit`} className="button">
            {t('roles.edit')}
          </Link>
          <button type="button" className="button danger" onClick={() => void remove()}>
            {t('roles.delete')}
          </button>
        </div>
      )}
      {role.target === 'manual' && <Members role={role} editable={mayEditMembers} />}
    </AdminPage>
  );
}

function Members({ role, editable }: { role: entities.Role; editable: boolean }) {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const daysId = useId();
  const [days, setDays] = useState(0);
  const members = usePagedList('admin/roles/users', { roleId: role.id }, { first: 30, next: 30 });
  const add = async () => {
    if (!host.commands.has('profile.pickUser')) return;
    const user = await host.commands.execute('profile.pickUser', { title: t('roles.addMember') });
    if (!user) return;
    const expiresAt = days > 0 ? Date.now() + days * 24 * 60 * 60 * 1000 : null;
    await host
      .apiWithDialog('admin/roles/assign', { roleId: role.id, userId: user.id, expiresAt })
      .catch(() => undefined);
    members.reload();
  };
  const take = async (user: entities.UserLite) => {
    if (!(await host.modals.confirm(t('roles.unassignConfirm', { role: role.name }), { danger: true }))) return;
    await host.apiWithDialog('admin/roles/unassign', { roleId: role.id, userId: user.id }).catch(() => undefined);
    members.reload();
  };
  const items = members.items;
  return (
    <section aria-labelledby="admin-role-members">
      <h2 id="admin-role-members">{t('roles.membersTitle')}</h2>
      {editable && (
        <div className="admin-filters">
          <div className="form-field">
            <label htmlFor={daysId}>{t('roles.duration')}</label>
            <select id={daysId} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {d === 0 ? t('roles.forGood') : t('roles.days', { n: String(d) })}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button primary" onClick={() => void add()}>
            {t('roles.addMember')}
          </button>
        </div>
      )}
      <ul className="admin-list" aria-label={t('roles.membersTitle')}>
        {items.map((member) => (
          <li key={member.id} className="admin-role-row">
            <UserRow user={member.user} />
            <small>{member.expiresAt ? <RelativeTime time={member.expiresAt} /> : t('roles.forGood')}</small>
            {editable && (
              <button type="button" className="button" onClick={() => void take(member.user)}>
                {t('roles.remove', { user: `@${member.user.username}` })}
              </button>
            )}
          </li>
        ))}
      </ul>
      <PagedListFooter list={members} empty={t('roles.noMembers')} />
    </section>
  );
}
