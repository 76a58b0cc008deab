import { RelativeTime, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useCallback, useEffect, useId, useState } from 'react';
import { AdminPage } from '../AdminPage';

type Invite = entities.AdminInviteListResponse[number];
const TYPES = ['unused', 'used', 'expired', 'all'] as const;
const DAY = 24 * 60 * 60 * 1000;

/** /admin/invites: invitation codes made in bulk with an expiry, listed by state, withdrawn. */
export default function InvitesPage() {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const ids = { count: useId(), days: useId(), type: useId() };
  const [count, setCount] = useState(1);
  const [days, setDays] = useState(0);
  const [type, setType] = useState<(typeof TYPES)[number]>('unused');
  const [invites, setInvites] = useState<Invite[] | null>(null);

  const load = useCallback(() => {
    host.api.call('admin/invite/list', { limit: 100, type, sort: '+createdAt' }).then(setInvites, () => setInvites([]));
  }, [host, type]);
  useEffect(load, [load]);

  const create = async () => {
    const expiresAt = days > 0 ? new Date(Date.now() + days * DAY).toISOString() : null;
    const made = await host.apiWithDialog('admin/invite/create', { count, expiresAt }).catch(() => null);
    if (made) {
      await host.modals.dialog({
        type: 'success',
        title: t('invites.made', { n: String(made.length) }),
        text: made.map((i) => i.code).join('\n'),
      });
      load();
    }
  };
  const withdraw = async (invite: Invite) => {
    if (!(await host.modals.confirm(t('invites.deleteConfirm', { code: invite.code }), { danger: true }))) return;
    await host.apiWithDialog('invite/delete', { inviteId: invite.id }).catch(() => undefined);
    load();
  };

  return (
    <AdminPage title={t('invites.title')}>
      <div className="admin-filters">
        <div className="form-field">
          <label htmlFor={ids.count}>{t('invites.count')}</label>
          <input
            id={ids.count}
            type="number"
            min={1}
            max={100}
            value={count}
            onChange={(e) => setCount(Math.min(100, Math.max(1, Math.round(Number(e.target.value)) || 1)))}
          />
        </div>
        <div className="form-field">
          <label htmlFor={ids.days}>{t('invites.expires')}</label>
          <select id={ids.days} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {[0, 1, 7, 30].map((d) => (
              <option key={d} value={d}>
                {d === 0 ? t('invites.never') : t('roles.days', { n: String(d) })}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button primary" onClick={() => void create()}>
          {t('invites.create')}
        </button>
      </div>
      <div className="form-field">
        <label htmlFor={ids.type}>{t('abuses.show')}</label>
        <select id={ids.type} value={type} onChange={(e) => setType(e.target.value as typeof type)}>
          {TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`invites.types.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {invites === null && <p role="status">{t('loading')}</p>}
      {invites?.length === 0 && <p className="form-hint">{t('invites.none')}</p>}
      <ul className="admin-list" aria-label={t('invites.title')}>
        {invites?.map((invite) => (
          <li key={invite.id} className="admin-role-row" aria-label={invite.code}>
            <code>{invite.code}</code>
            <small>
              {invite.used
                ? t('invites.usedBy', { user: invite.usedBy ? `@${invite.usedBy.username}` : '?' })
                : invite.expiresAt
                  ? t('invites.until', { date: new Date(invite.expiresAt).toLocaleDateString() })
                  : t('invites.never')}{' '}
              · <RelativeTime time={invite.createdAt} />
            </small>
            {!invite.used && (
              <button type="button" className="button" onClick={() => void withdraw(invite)}>
                {t('invites.delete')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
