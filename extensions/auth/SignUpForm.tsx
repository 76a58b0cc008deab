import './auth.css';
import { ApiError, useExtensionStrings, useHost } from '@tessera/sdk';
import { type FormEvent, useId, useState } from 'react';

/**
 * Creates an account and signs into it: a sign-up, or, on an instance without users, its first
 * account, which becomes the administrator (admin/accounts/create).
 */
export function SignUpForm({ onCancel, setup = false }: { onCancel?(): void; setup?: boolean }) {
  const host = useHost();
  const t = useExtensionStrings('auth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const userId = useId();
  const passwordId = useId();
  const valid = /^\w{1,20}$/.test(username) && password.length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    setProblem(null);
    try {
      const created = await host.api.call(
        setup ? 'admin/accounts/create' : 'signup',
        { username, password },
        { token: null },
      );
      await host.accounts.signIn(created.token);
    } catch (error) {
      setProblem(error instanceof ApiError && error.code === 'DUPLICATED_USERNAME' ? t('taken') : t('signUpFailed'));
    } finally {
      setBusy(false);
    }
  };

  const titleId = setup ? 'setup-title' : 'signup-title';
  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} aria-labelledby={titleId}>
      <h2 id={titleId}>{setup ? t('setupTitle') : t('signUp')}</h2>
      {setup && <p>{t('setupText')}</p>}
      <label htmlFor={userId}>
        {t('username')}
        <input
          id={userId}
          autoComplete="username"
          value={username}
          maxLength={20}
          onChange={(e) => setUsername(e.target.value)}
          required
          data-autofocus
        />
      </label>
      <p className="auth-hint">{t('usernameRule')}</p>
      <label htmlFor={passwordId}>
        {t('password')}
        <input
          id={passwordId}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </label>
      {problem && (
        <p role="alert" className="auth-problem">
          {problem}
        </p>
      )}
      <div className="auth-buttons">
        <button type="submit" className="button primary" disabled={busy || !valid}>
          {setup ? t('setupButton') : t('signUp')}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
