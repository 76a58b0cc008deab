import { RelativeTime, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useId, useState } from 'react';

/** How long an assignment may last, in days (0: for good). */
const DURATIONS = [0, 1, 7, 30, 365];

/** An account's roles in the control panel: those it holds (until when), taking one back, giving one. */
export function UserRoles({
  user,
  info,
  reload,
}: {
  user: entities.UserDetailed;
  info: entities.AdminShowUserResponse;
  reload(): void;
}) {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const ids = { role: useId(), until: useId() };
  const roles = useEndpoint('admin/roles/list', {});
  const manual = (roles.data ?? []).filter(
    (r) => r.target === 'manual' && !info.roles.some((held) => held.id === r.id),
  );
  const [chosen, setChosen] = useState('');
  const [days, setDays] = useState(0);
  const expiryOf = (roleId: string) => info.roleAssigns.find((a) => a.roleId === roleId)?.expiresAt ?? null;

  const assign = async () => {
    const roleId = chosen || manual[0]?.id;
    if (!roleId) return;
    const expiresAt = days > 0 ? Date.now() + days * 24 * 60 * 60 * 1000 : null;
    await host.apiWithDialog('admin/roles/assign', { roleId, userId: user.id, expiresAt }).catch(() => undefined);
    setChosen('');
    reload();
  };
  const unassign = async (role: entities.Role) => {
    if (!(await host.modals.confirm(t('roles.unassignConfirm', { role: role.name }), { danger: true }))) return;
    await host.apiWithDialog('admin/roles/unassign', { roleId: role.id, userId: user.id }).catch(() => undefined);
    reload();
  };

  return (
    <section aria-labelledby="admin-user-roles">
      <h2 id="admin-user-roles">{t('roles.title')}</h2>
      {info.roles.length === 0 ? (
        <p className="form-hint">{t('roles.none')}</p>
      ) : (
        <ul className="admin-list" aria-label={t('roles.title')}>
          {info.roles.map((role) => {
            const until = expiryOf(role.id);
            return (
              <li key={role.id} className="admin-role-row">
                <span className="admin-role-swatch" style={{ background: role.color ?? 'var(--accent)' }} />
                <strong>{role.name}</strong>
                <small>
                  {until ? (
                    <RelativeTime time={until} />
                  ) : role.target === 'manual' ? (
                    t('roles.forGood')
                  ) : (
                    t('roles.conditional')
                  )}
                </small>
                {role.target === 'manual' && (
                  <button type="button" className="button" onClick={() => void unassign(role)}>
                    {t('roles.unassign', { role: role.name })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {manual.length > 0 && (
        <div className="admin-filters">
          <div className="form-field">
            <label htmlFor={ids.role}>{t('roles.give')}</label>
            <select id={ids.role} value={chosen || manual[0]?.id} onChange={(e) => setChosen(e.target.value)}>
              {manual.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor={ids.until}>{t('roles.duration')}</label>
            <select id={ids.until} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {d === 0 ? t('roles.forGood') : t('roles.days', { n: String(d) })}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button primary" onClick={() => void assign()}>
            {t('roles.assign')}
          </button>
        </div>
      )}
    </section>
  );
}
