import { useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { useId, useState } from 'react';
import { AdminPage } from '../AdminPage';

/** /admin/relays: relays by their inbox, with their state; added and removed. */
export default function RelaysPage() {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const inboxId = useId();
  const relays = useEndpoint('admin/relays/list', {});
  const [inbox, setInbox] = useState('');
  const add = async () => {
    await host.apiWithDialog('admin/relays/add', { inbox: inbox.trim() }).then(
      () => {
        setInbox('');
        relays.reload();
      },
      () => undefined,
    );
  };
  const remove = async (relayInbox: string) => {
    if (!(await host.modals.confirm(t('relays.removeConfirm', { inbox: relayInbox }), { danger: true }))) return;
    await host.apiWithDialog('admin/relays/remove', { inbox: relayInbox }).catch(() => undefined);
    relays.reload();
  };
  return (
    <AdminPage title={t('relays.title')}>
      <p className="form-hint">{t('relays.intro')}</p>
      <form
        className="admin-filters"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <div className="form-field">
          <label htmlFor={inboxId}>{t('relays.inbox')}</label>
          <input id={inboxId} type="url" required value={inbox} onChange={(e) => setInbox(e.target.value)} />
        </div>
        <button type="submit" className="button primary">
          {t('relays.add')}
        </button>
      </form>
      {relays.data?.length === 0 && <p className="form-hint">{t('relays.none')}</p>}
      <ul className="admin-list" aria-label={t('relays.title')}>
        {relays.data?.map((relay) => (
          <li key={relay.id} className="admin-role-row" aria-label={relay.inbox}>
            <strong>{relay.inbox}</strong>
            <small>{t(`relays.status.${relay.status}`)}</small>
            <button type="button" className="button" onClick={() => void remove(relay.inbox)}>
              {t('relays.remove')}
            </button>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
