import { RelativeTime, useAccount, useExtensionStrings, useHost, usePagedList } from '@tessera/sdk';
import { type FormEvent, useState } from 'react';
import { INTERNAL_ERROR_ID } from './error-ids';
import { RegenerateTokenSettings } from './RegenerateTokenSettings';
import { SecretField } from './SecretField';
import { SecurityKeySettings } from './SecurityKeySettings';
import { TwoFactorSettings } from './TwoFactorSettings';
import './security-settings.css';

/**
 * Settings > Security: changing the password, two-factor authentication with an authenticator
 * app and backup codes, regenerating the access token, and the sign-in history with failed attempts.
 */
export default function SecuritySettings() {
  const t = useExtensionStrings('auth');
  return (
    <section className="page-card settings-panel" aria-labelledby="security-settings-title">
      <h1 id="security-settings-title">{t('security.title')}</h1>
      <PasswordForm />
      <TwoFactorSettings />
      <SecurityKeySettings />
      <RegenerateTokenSettings />
      <h2>{t('security.history')}</h2>
      <SigninHistory />
    </section>
  );
}

function PasswordForm() {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const needsCode = useAccount()?.info?.twoFactorEnabled === true;
  const mismatch = again !== '' && again !== next;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch || !current || !next) return;
    setBusy(true);
    try {
      await host.api.call('i/change-password', {
        currentPassword: current,
        newPassword: next,
        ...(needsCode ? { token: code.replace(/\s/g, '') } : {}),
      });
      setCurrent('');
      setNext('');
      setAgain('');
      setCode('');
      host.modals.toast(t('security.changed'));
    } catch (error) {
      const { title, text } = host.describeError(error, {
        customErrors: { [INTERNAL_ERROR_ID]: { text: t('security.changeFailed') } },
      });
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('security.changePassword')}>
      <h2>{t('security.changePassword')}</h2>
      <SecretField
        label={t('security.currentPassword')}
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
      />
      <SecretField label={t('security.newPassword')} autoComplete="new-password" value={next} onChange={setNext} />
      <SecretField
        label={t('security.repeatPassword')}
        autoComplete="new-password"
        value={again}
        onChange={setAgain}
        error={mismatch ? t('security.mismatch') : null}
      />
      {needsCode && <SecretField label={t('code')} autoComplete="one-time-code" value={code} onChange={setCode} />}
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={busy || mismatch}>
          {t('security.changePassword')}
        </button>
      </div>
    </form>
  );
}

function SigninHistory() {
  const t = useExtensionStrings('auth');
  const list = usePagedList('i/signin-history', {});
  if (list.status === 'loading') return <p role="status">{t('security.loading')}</p>;
  if (list.status === 'error') return <p role="alert">{t('security.historyFailed')}</p>;
  if (list.items.length === 0) return <p className="form-hint">{t('security.noHistory')}</p>;
  return (
    <>
      <ul className="signin-history" aria-label={t('security.history')}>
        {list.items.map((signin) => {
          const agent = (signin.headers as Record<string, string | undefined>)['user-agent'];
          return (
            <li key={signin.id} className={signin.success ? 'signin ok' : 'signin failed'}>
              <span className="signin-outcome">
                {signin.success ? t('security.succeeded') : t('security.failedAttempt')}
              </span>
              <span className="signin-ip">{signin.ip}</span>
              <RelativeTime time={signin.createdAt} />
              {agent && <span className="signin-agent">{agent}</span>}
            </li>
          );
        })}
      </ul>
      {list.hasMore && (
        <button type="button" className="button" disabled={list.loadingMore} onClick={() => list.loadMore()}>
          {t('security.more')}
        </button>
      )}
    </>
  );
}
