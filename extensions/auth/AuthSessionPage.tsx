import { type PageProps, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { AppConsent } from './AppConsent';
import { callbackWith, webUrl } from './miauth-request';
import './auth.css';

/**
 * /auth/{token}: a registered app (app/create, auth/session/generate) asks to use the account.
 * Allowing accepts the session (auth/accept); the app then exchanges it for a token, and is sent
 * back to its callback with the session's token as Misskey does.
 */
export default function AuthSessionPage({ params }: PageProps) {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const token = params.token ?? '';
  const session = useEndpoint('auth/session/show', { token });

  if (session.status === 'loading') return <p role="status">{t('security.loading')}</p>;
  if (session.status === 'error') {
    return (
      <section className="page-card auth-consent" aria-labelledby="auth-session-gone">
        <h1 id="auth-session-gone">{t('authSession.goneTitle')}</h1>
        <p role="alert">{t('authSession.gone')}</p>
      </section>
    );
  }
  const { app } = session.data;
  const callback = webUrl(app.callbackUrl ?? null);
  const consent = {
    name: app.name,
    icon: null,
    permission: app.permission,
    returnTo: callback ? callbackWith(callback, 'token', token) : null,
  };
  const allow = async () => {
    await host.api.call('auth/accept', { token });
  };
  return <AppConsent request={consent} allow={allow} />;
}
