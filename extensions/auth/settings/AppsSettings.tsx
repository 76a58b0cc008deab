import { RelativeTime, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { describePermission } from '../permission-names';
import './security-settings.css';

/**
 * Settings > Apps: the apps given access to the account (MiAuth and registered apps' tokens), with the permissions
 * each holds and when it last used them; revoking one cuts it off at once, streams included.
 */
export default function AppsSettings() {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const apps = useEndpoint('i/apps', { sort: '+lastUsedAt' });

  const revoke = async (id: string, name: string) => {
    if (!(await host.modals.confirm(t('apps.revokeConfirm', { name }), { danger: true }))) return;
    try {
      await host.api.call('i/revoke-token', { tokenId: id });
      apps.reload();
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    }
  };

  return (
    <section className="page-card settings-panel" aria-labelledby="apps-settings-title">
      <h1 id="apps-settings-title">{t('apps.title')}</h1>
      <p className="form-hint">{t('apps.hint')}</p>
      {apps.status === 'loading' && <p role="status">{t('security.loading')}</p>}
      {apps.status === 'error' && <p role="alert">{t('apps.failed')}</p>}
      {apps.status === 'ready' &&
        (apps.data.length === 0 ? (
          <p className="form-hint">{t('apps.none')}</p>
        ) : (
          <ul className="app-tokens" aria-label={t('apps.title')}>
            {apps.data.map((app) => {
              const name = app.name ?? t('apps.unnamed');
              return (
                <li key={app.id} className="app-token">
                  <div className="app-token-info">
                    <strong>{name}</strong>
                    <span>
                      {t('apps.created')} <RelativeTime time={app.createdAt} />
                      {app.lastUsedAt && (
                        <>
                          {' · '}
                          {t('apps.lastUsed')} <RelativeTime time={app.lastUsedAt} />
                        </>
                      )}
                    </span>
                    <span className="app-token-permissions">
                      {app.permission.length > 0
                        ? app.permission.map((p) => describePermission(t, p)).join(', ')
                        : t('apps.noPermissions')}
                    </span>
                  </div>
                  <button
                    type="button"
                    className="button danger"
                    aria-label={t('apps.revoke', { name })}
                    onClick={() => void revoke(app.id, name)}
                  >
                    {t('apps.revokeShort')}
                  </button>
                </li>
              );
            })}
          </ul>
        ))}
    </section>
  );
}
