import { type PageProps, useAccount, useCurrentRoute, useExtensionStrings, useHost } from '@tessera/sdk';
import { useMemo, useState } from 'react';
import { callbackWithSession, readMiauthRequest } from './miauth-request';
import { describePermission } from './permission-names';
import './auth.css';

/**
 * /miauth/{session}: an app asks to use the account with some permissions. Allowing issues a
 * token limited to them (miauth/gen-token) and returns to the app's callback, which collects the
 * token with miauth/{session}/check; denying issues nothing.
 */
export default function MiauthPage({ params }: PageProps) {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const account = useAccount();
  const route = useCurrentRoute();
  const request = useMemo(
    () => readMiauthRequest(params.session ?? '', route.fullPath.split('?')[1]?.split('#')[0] ?? ''),
    [params.session, route.fullPath],
  );
  const [outcome, setOutcome] = useState<'asking' | 'allowed' | 'denied'>('asking');
  const [busy, setBusy] = useState(false);
  const appName = request.name ?? t('miauth.unnamed');

  if (!account) {
    return (
      <section className="page-card auth-consent" aria-labelledby="miauth-title">
        <h1 id="miauth-title">{t('miauth.title', { name: appName })}</h1>
        <p>{t('miauth.signInFirst')}</p>
        <button type="button" className="button primary" onClick={() => void host.commands.execute('auth.signIn')}>
          {t('signIn')}
        </button>
      </section>
    );
  }

  const allow = async () => {
    setBusy(true);
    try {
      await host.api.call('miauth/gen-token', {
        session: request.session,
        name: request.name,
        iconUrl: request.icon,
        permission: request.permission as never,
      });
      setOutcome('allowed');
      if (request.callback) location.href = callbackWithSession(request.callback, request.session);
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page-card auth-consent" aria-labelledby="miauth-title">
      {request.icon && <img className="auth-consent-icon" src={request.icon} alt="" width={64} height={64} />}
      <h1 id="miauth-title">{t('miauth.title', { name: appName })}</h1>
      {outcome === 'allowed' ? (
        <p role="status">{request.callback ? t('miauth.returning') : t('miauth.allowed', { name: appName })}</p>
      ) : outcome === 'denied' ? (
        <p role="status">{t('miauth.denied', { name: appName })}</p>
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
            <button type="button" className="button" onClick={() => setOutcome('denied')}>
              {t('miauth.deny')}
            </button>
            <button type="button" className="button primary" disabled={busy} onClick={() => void allow()}>
              {t('miauth.allow')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
