import { useExtensionStrings, useHost } from '@tessera/sdk';
import { SlotLinkList } from '@tessera/sdk/kit';
import { permissions } from 'misskey-js';
import { useId, useState } from 'react';
import { requestToken } from '../TokenRequestDialog';
import './security-settings.css';

/**
 * Settings > Service connection: an access token made here for a script or another service (its
 * name and permissions chosen, shown once), and the places where the account meets other services
 * that extensions list in the `connect` menu slot (apps, webhooks, the API console).
 */
export default function ConnectSettings() {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const [token, setToken] = useState<string | null>(null);
  const titleId = useId();
  const tokenId = useId();

  const generate = async () => {
    const issued = await requestToken(host, {
      name: t('connect.tokenName'),
      permissions,
      information: t('connect.tokenInfo'),
    });
    if (issued) setToken(issued);
  };

  return (
    <section className="page-card settings-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('connect.title')}</h1>
      <p className="form-hint">{t('connect.hint')}</p>
      <h2>{t('connect.api')}</h2>
      <div className="form-actions">
        <button type="button" className="button primary" onClick={() => void generate()}>
          {t('connect.generate')}
        </button>
      </div>
      {token && (
        <div className="form-field" role="status">
          <label htmlFor={tokenId}>{t('connect.token')}</label>
          <div className="connect-token">
            <input id={tokenId} className="input" readOnly value={token} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="button" onClick={() => void host.copyToClipboard(token)}>
              {t('connect.copy')}
            </button>
          </div>
          <p className="form-hint">{t('connect.tokenOnce')}</p>
        </div>
      )}
      <h2>{t('connect.services')}</h2>
      <SlotLinkList slot="connect" label={t('connect.services')} empty={t('connect.none')} />
    </section>
  );
}
