import { type PageProps, useExtensionStrings, useHost } from '@tessera/sdk';
import { useState } from 'react';
import './auth.css';

/**
 * /signup-complete/{code}: the page the sign-up email links to. The account opens when the person
 * presses the button, not on load, since mail scanners open links too; then they are signed in.
 */
export default function SignupCompletePage({ params }: PageProps) {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const finish = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const opened = await host.api.call('signup-pending', { code: params.code ?? '' }, { token: null });
      host.events.emit('auth.signedUp', { userId: opened.id });
      await host.accounts.signIn(opened.i, '/');
    } catch {
      setProblem(t('signupComplete.failed'));
      setBusy(false);
    }
  };

  return (
    <section className="page-card auth-consent" aria-labelledby="signup-complete-title">
      <h1 id="signup-complete-title">{t('signupComplete.title')}</h1>
      <p>{t('signupComplete.text')}</p>
      {problem && (
        <p role="alert" className="auth-problem">
          {problem}
        </p>
      )}
      <div className="auth-buttons">
        <button type="button" className="button primary" disabled={busy} onClick={() => void finish()}>
          {t('signupComplete.button')}
        </button>
      </div>
    </section>
  );
}
