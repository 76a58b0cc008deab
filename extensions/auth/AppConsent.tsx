import { useAccount, useExtensionStrings, useHost } from '@tessera/sdk';
import { useState } from 'react';
import { describePermission } from './permission-names';
import './auth.css';

/** What an app asks for, as the consent card shows it. */
export interface AppConsentRequest {
  name: string | null;
  icon: string | null;
  permission: readonly string[];
  /** Where the person is sent after allowing, if anywhere (an http(s) address already checked). */
  returnTo: string | null;
  /** The decision itself takes the person back to the app, either way (OAuth's form post). */
  leaves?: boolean;
}

/**
 * The card where a person lets an app use their account or not, shared by the MiAuth, legacy
 * /auth/{token} and OAuth pages: who asks, for what, Allow and Deny. `allow` does the granting;
 * after it the person goes back to the app when it named a place to return to. `deny` tells the
 * app, where the protocol has a way to (OAuth).
 */
export function AppConsent({
  request,
  allow,
  deny,
}: {
  request: AppConsentRequest;
  allow: () => Promise<void>;
  deny?: () => void;
}) {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const account = useAccount();
  const [outcome, setOutcome] = useState<'asking' | 'allowed' | 'denied'>('asking');
  const [busy, setBusy] = useState(false);
  const appName = request.name ?? t('miauth.unnamed');

  if (!account) {
    return (
      <section className="page-card auth-consent" aria-labelledby="consent-title">
        <h1 id="consent-title">{t('miauth.title', { name: appName })}</h1>
        <p>{t('miauth.signInFirst')}</p>
        <button type="button" className="button primary" onClick={() => void host.commands.execute('auth.signIn')}>
          {t('signIn')}
        </button>
      </section>
    );
  }

  const onAllow = async () => {
    setBusy(true);
    try {
      await allow();
      setOutcome('allowed');
      if (request.returnTo) location.href = request.returnTo;
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page-card auth-consent" aria-labelledby="consent-title">
      {request.icon && <img className="auth-consent-icon" src={request.icon} alt="" width={64} height={64} />}
      <h1 id="consent-title">{t('miauth.title', { name: appName })}</h1>
      {outcome === 'allowed' ? (
        <p role="status">
          {request.returnTo || request.leaves ? t('miauth.returning') : t('miauth.allowed', { name: appName })}
        </p>
      ) : outcome === 'denied' ? (
        <p role="status">{request.leaves ? t('oauth.returningDenied') : t('miauth.denied', { name: appName })}</p>
      ) : (
        <>
          <p>{t('miauth.asks', { name: appName, account: `@${account.username}` })}</p>
          {request.permission.length > 0 ? (
            <ul className="auth-consent-permissions" aria-label={t('miauth.permissions')}>
              {request.permission.map((p) => (
                <li key={p}>{describePermission(t, p)}</li>
              ))}
            </ul>
          ) : (
            <p className="form-hint">{t('miauth.noPermissions')}</p>
          )}
          <div className="auth-buttons">
            <button
              type="button"
              className="button"
              onClick={() => {
                setOutcome('denied');
                deny?.();
              }}
            >
              {t('miauth.deny')}
            </button>
            <button type="button" className="button primary" disabled={busy} onClick={() => void onAllow()}>
              {t('miauth.allow')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
