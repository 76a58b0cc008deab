import { useAccount, useExtensionStrings, useHost, useReadable } from '@tessera/sdk';
import type {} from '../api';
import './security-settings.css';

/**
 * Settings > Accounts: the accounts stored on this device for this server, the active one
 * marked; switch to another, sign one out of this device, add an existing one or create one.
 */
export default function AccountsSettings() {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const current = useAccount();
  const stored = useReadable(host.accounts.stored);

  const forget = async (id: string, username: string) => {
    if (!(await host.modals.confirm(t('accounts.forgetConfirm', { username }), { danger: true }))) return;
    await host.accounts.forget(id);
  };

  return (
    <section className="page-card settings-panel" aria-labelledby="accounts-settings-title">
      <h1 id="accounts-settings-title">{t('accounts.title')}</h1>
      <ul className="app-tokens" aria-label={t('accounts.stored')}>
        {stored.map((account) => {
          const active = account.id === current?.id;
          const name = account.info?.name ?? account.username;
          return (
            <li key={account.id} className="app-token">
              <div className="app-token-info">
                <strong>{name}</strong>
                <span>
                  @{account.username}
                  {active && ` · ${t('accounts.active')}`}
                </span>
              </div>
              <span className="settings-inline">
                {!active && (
                  <button
                    type="button"
                    className="button"
                    aria-label={t('accounts.switchTo', { username: account.username })}
                    onClick={() => void host.accounts.switchTo(account.id)}
                  >
                    {t('accounts.switch')}
                  </button>
                )}
                <button
                  type="button"
                  className="button danger"
                  aria-label={t('accounts.forget', { username: account.username })}
                  onClick={() => void forget(account.id, account.username)}
                >
                  {t('signOut')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="form-actions">
        {host.commands.has('auth.signUp') && (
          <button type="button" className="button" onClick={() => void host.commands.execute('auth.signUp')}>
            {t('accounts.create')}
          </button>
        )}
        <button type="button" className="button primary" onClick={() => void host.commands.execute('auth.signIn')}>
          {t('addAccount')}
        </button>
      </div>
    </section>
  );
}
