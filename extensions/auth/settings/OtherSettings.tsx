import { useAccount, useEndpoint, useExtensionStrings, useExtensions, useHost } from '@tessera/sdk';
import { type FormEvent, useState } from 'react';
import { INTERNAL_ERROR_ID } from './error-ids';
import { SecretField } from './SecretField';
import './security-settings.css';

/** Settings > Other: what a bug report needs, and deleting the account. */
export default function OtherSettings() {
  const t = useExtensionStrings('auth');
  return (
    <section className="page-card settings-panel" aria-labelledby="other-settings-title">
      <h1 id="other-settings-title">{t('other.title')}</h1>
      <DebugInfo />
      <DeleteAccount />
    </section>
  );
}

/** The server, the browser and the active extensions, to paste into a bug report. */
function DebugInfo() {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const meta = useEndpoint('meta', { detail: false });
  const active = useExtensions().filter((e) => e.state === 'active');
  const lines = [
    `server: ${location.host} ${meta.data ? `(${meta.data.name ?? ''} ${meta.data.version})` : ''}`.trim(),
    `language: ${host.i18n.locale}`,
    `browser: ${navigator.userAgent}`,
    `extensions: ${active.map((e) => e.id).join(', ')}`,
  ];
  return (
    <section aria-labelledby="debug-info-title">
      <h2 id="debug-info-title">{t('other.debug')}</h2>
      <pre className="debug-info">{lines.join('\n')}</pre>
      <div className="form-actions">
        <button type="button" className="button" onClick={() => void host.copyToClipboard(lines.join('\n'))}>
          {t('other.copyDebug')}
        </button>
      </div>
    </section>
  );
}

/**
 * Deleting the account: the password (and a code with two-factor on), a last confirmation, then
 * the account is gone from the server and from this device.
 */
function DeleteAccount() {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const account = useAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  if (!account) return null;
  const needsCode = account.info?.twoFactorEnabled === true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sure = await host.modals.confirm(t('other.deleteConfirm', { name: `@${account.username}` }), {
      danger: true,
      okText: t('other.deleteForever'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      await host.api.call('i/delete-account', { password, ...(needsCode ? { token: code.replace(/\s/g, '') } : {}) });
      host.modals.toast(t('other.deleted'));
      await host.accounts.forget(account.id);
    } catch (error) {
      const { title, text } = host.describeError(error, {
        customErrors: { [INTERNAL_ERROR_ID]: { text: t('other.deleteRefused') } },
      });
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h2>{t('other.deleteAccount')}</h2>
      <p className="form-hint">{t('other.deleteHint')}</p>
      {open ? (
        <form onSubmit={(event) => void submit(event)} aria-label={t('other.deleteAccount')}>
          <SecretField label={t('password')} autoComplete="current-password" value={password} onChange={setPassword} />
          {needsCode && <SecretField label={t('code')} autoComplete="one-time-code" value={code} onChange={setCode} />}
          <div className="form-actions">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {t('cancel')}
            </button>
            <button type="submit" className="button danger" disabled={busy}>
              {t('other.deleteAccount')}
            </button>
          </div>
        </form>
      ) : (
        <div className="form-actions">
          <button type="button" className="button danger" onClick={() => setOpen(true)}>
            {t('other.deleteAccount')}…
          </button>
        </div>
      )}
    </>
  );
}
