import { type PageProps, useExtensionStrings, useHost, useRouter } from '@tessera/sdk';
import { type FormEvent, useId, useState } from 'react';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import './auth.css';

/**
 * /reset-password/{token?}: with the token the reset email links to, a new password; without one,
 * the request for such an email (as Misskey's page opens its "forgot password" dialog).
 */
export default function ResetPasswordPage({ params }: PageProps) {
  const router = useRouter();
  if (params.token) return <NewPassword token={params.token} />;
  return (
    <section className="page-card auth-consent">
      <ForgotPasswordForm username="" onBack={() => router.push('/')} />
    </section>
  );
}

/**
 * A new password, twice; then the person signs in with it. A used or expired link says so (the
 * server answers such links with a plain error).
 */
function NewPassword({ token }: { token: string }) {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = again !== '' && again !== password;
  const ids = { password: useId(), again: useId(), mismatch: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch || !password) return;
    setBusy(true);
    setProblem(null);
    try {
      await host.api.call('reset-password', { token, password }, { token: null });
      setDone(true);
    } catch {
      // Misskey answers an unknown or expired link with INTERNAL_ERROR, nothing more precise.
      setProblem(t('reset.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page-card auth-consent" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('reset.title')}</h1>
      {done ? (
        <>
          <p role="status">{t('reset.done')}</p>
          <button type="button" className="button primary" onClick={() => void host.commands.execute('auth.signIn')}>
            {t('signIn')}
          </button>
        </>
      ) : (
        <form className="auth-form" onSubmit={(e) => void submit(e)} aria-labelledby="reset-title">
          <label htmlFor={ids.password}>
            {t('security.newPassword')}
            <input
              id={ids.password}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </label>
          <label htmlFor={ids.again}>
            {t('security.repeatPassword')}
            <input
              id={ids.again}
              type="password"
              autoComplete="new-password"
              value={again}
              onChange={(e) => setAgain(e.target.value)}
              aria-invalid={mismatch || undefined}
              aria-describedby={mismatch ? ids.mismatch : undefined}
              required
            />
          </label>
          {mismatch && (
            <p id={ids.mismatch} className="auth-problem">
              {t('security.mismatch')}
            </p>
          )}
          {problem && (
            <p role="alert" className="auth-problem">
              {problem}
            </p>
          )}
          <div className="auth-buttons">
            <button type="submit" className="button primary" disabled={busy || mismatch}>
              {t('reset.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
