import { useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { type FormEvent, useId, useState } from 'react';

/**
 * "Forgot your password?": asks for the username and the account's verified address, and has the
 * server mail a reset link there. The answer is the same whether they matched or not, as the
 * server tells no one whose address is whose.
 */
export function ForgotPasswordForm({ username: initial, onBack }: { username: string; onBack(): void }) {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const meta = useEndpoint('meta', { detail: true });
  const [username, setUsername] = useState(initial);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { username: useId(), email: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await host.api.call(
        'request-reset-password',
        { username: username.trim().replace(/^@/, ''), email: email.trim() },
        { token: null },
      );
      setSent(true);
    } catch (error) {
      setProblem(host.describeError(error).text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} aria-labelledby="forgot-title">
      <h2 id="forgot-title">{t('forgot.title')}</h2>
      {meta.status === 'ready' && !meta.data.enableEmail ? (
        <p>{t('forgot.noEmail')}</p>
      ) : sent ? (
        <p role="status">{t('forgot.sent')}</p>
      ) : (
        <>
          <p className="auth-hint">{t('forgot.hint')}</p>
          <label htmlFor={ids.username}>
            {t('username')}
            <input
              id={ids.username}
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              required
            />
          </label>
          <label htmlFor={ids.email}>
            {t('forgot.email')}
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              data-autofocus
            />
          </label>
        </>
      )}
      {problem && (
        <p role="alert" className="auth-problem">
          {problem}
        </p>
      )}
      <div className="auth-buttons">
        {!sent && meta.status === 'ready' && meta.data.enableEmail && (
          <button type="submit" className="button primary" disabled={busy}>
            {t('forgot.send')}
          </button>
        )}
        <button type="button" className="button" onClick={onBack}>
          {t('forgot.back')}
        </button>
      </div>
    </form>
  );
}
