import './auth.css';
import { useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { SignUpForm } from './SignUpForm';

/** What a visitor sees at '/': the server, and the way in (or the first administrator's setup). */
export default function WelcomePage() {
  const host = useHost();
  const t = useExtensionStrings('auth');
  const meta = useEndpoint('meta', { detail: true });
  if (meta.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (meta.status === 'error') return <p role="alert">{t('failed')}</p>;
  const m = meta.data as typeof meta.data & { requireSetup?: boolean };
  if (m.requireSetup) {
    return (
      <section className="page-card welcome">
        <SignUpForm setup />
      </section>
    );
  }
  return (
    <section className="page-card welcome" aria-labelledby="welcome-title">
      {m.bannerUrl && <img className="welcome-banner" src={m.bannerUrl} alt="" />}
      <h1 id="welcome-title">{m.name ?? 'Tessera'}</h1>
      {m.description && <p className="welcome-description">{m.description}</p>}
      <div className="auth-buttons">
        <button type="button" className="button primary" onClick={() => void host.commands.execute('auth.signIn')}>
          {t('signIn')}
        </button>
        {!m.disableRegistration && (
          <button type="button" className="button" onClick={() => void host.commands.execute('auth.signUp')}>
            {t('signUp')}
          </button>
        )}
      </div>
    </section>
  );
}
