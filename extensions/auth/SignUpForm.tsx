import './auth.css';
import { ApiError, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { type FormEvent, useId, useState } from 'react';
import { TestCaptchaField, testCaptchaAnswer } from './TestCaptchaField';

/**
 * Creates an account and signs into it: a sign-up, or, on an instance without users, its first
 * account, which becomes the administrator (admin/accounts/create). Where the server requires an
 * email address, the sign-up waits for the link mailed there (/signup-complete/{code}). Of the
 * captchas Misskey's sign-up may ask for, the test captcha is asked here (type its word, as in
 * Misskey); the others' widgets come from their providers' servers, which this client does not
 * load, so the form says the server may refuse.
 */
export function SignUpForm({ onCancel, setup = false }: { onCancel?(): void; setup?: boolean }) {
  const host = useHost();
  const t = useExtensionStrings('auth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [invitation, setInvitation] = useState('');
  const [captchaWord, setCaptchaWord] = useState('');
  const [mailed, setMailed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const userId = useId();
  const passwordId = useId();
  const emailId = useId();
  const invitationId = useId();
  const meta = useEndpoint('meta', { detail: true });
  const needsEmail = !setup && meta.status === 'ready' && meta.data.emailRequiredForSignup;
  // With registration closed, an invitation code is the way in (Misskey's invite-only mode).
  const needsInvitation = !setup && meta.status === 'ready' && meta.data.disableRegistration;
  const testCaptcha = !setup && meta.status === 'ready' && meta.data.enableTestcaptcha;
  const otherCaptcha =
    !setup &&
    meta.status === 'ready' &&
    (meta.data.enableHcaptcha || meta.data.enableMcaptcha || meta.data.enableRecaptcha || meta.data.enableTurnstile);
  const valid =
    /^\w{1,20}$/.test(username) &&
    password.length > 0 &&
    (!needsEmail || email.trim() !== '') &&
    (!needsInvitation || invitation.trim() !== '') &&
    (!testCaptcha || captchaWord.trim() !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    setProblem(null);
    try {
      const created = await host.api.call(
        setup ? 'admin/accounts/create' : 'signup',
        {
          username,
          password,
          ...(needsEmail ? { emailAddress: email.trim() } : {}),
          ...(needsInvitation ? { invitationCode: invitation.trim() } : {}),
          ...(testCaptcha ? testCaptchaAnswer(captchaWord) : {}),
        },
        { token: null },
      );
      // No account yet: it waits for the link mailed to the address (the server answers nothing).
      if (!created) setMailed(true);
      else {
        if (!setup) host.events.emit('auth.signedUp', { userId: created.id });
        await host.accounts.signIn(created.token);
      }
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      setProblem(
        code === 'DUPLICATED_USERNAME'
          ? t('taken')
          : code === 'CAPTCHA_FAILED'
            ? t('captchaFailed')
            : code === 'INVALID_PARAM' && needsEmail
              ? t('emailRefused')
              : needsInvitation && code !== 'INVALID_PARAM'
                ? // Misskey refuses a bad code with a bare 400; the code is then what was wrong.
                  t('invitationRefused')
                : t('signUpFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  const titleId = setup ? 'setup-title' : 'signup-title';
  if (mailed) {
    return (
      <div className="auth-form" role="status">
        <h2>{t('signUp')}</h2>
        <p>{t('signupMailed', { address: email.trim() })}</p>
        {onCancel && (
          <div className="auth-buttons">
            <button type="button" className="button" onClick={onCancel}>
              {t('close')}
            </button>
          </div>
        )}
      </div>
    );
  }
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
      {needsInvitation && (
        <>
          <label htmlFor={invitationId}>
            {t('invitationCode')}
            <input
              id={invitationId}
              autoComplete="off"
              value={invitation}
              maxLength={256}
              onChange={(e) => setInvitation(e.target.value)}
              required
            />
          </label>
          <p className="auth-hint">{t('invitationHint')}</p>
        </>
      )}
      {needsEmail && (
        <label htmlFor={emailId}>
          {t('forgot.email')}
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        </label>
      )}
      {testCaptcha && <TestCaptchaField value={captchaWord} onChange={setCaptchaWord} />}
      {otherCaptcha && <p className="auth-hint">{t('captchaUnavailable')}</p>}
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
