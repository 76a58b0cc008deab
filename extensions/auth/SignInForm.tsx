import './auth.css';
import { useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { signinErrorKey } from './signin-errors';
import { TestCaptchaField, testCaptchaAnswer } from './TestCaptchaField';
import { answerWithKey, isKeyRequestCancelled } from './webauthn';

/**
 * Sign-in calls go as a visitor. A real Misskey takes one sign-in call a second per address, and a
 * form filled by a password manager sends its two steps within one: the second waits its turn.
 */
const SIGNIN_CALL = { token: null, waitOnRateLimit: 3000 } as const;

/**
 * Sign-in through signin-flow in Misskey's steps: the username first, then the password, then
 * (with two-factor on) a code from the authenticator app or a backup code; Enter confirms each.
 * Without a second factor, the password step also asks Misskey's test captcha when the server has
 * it on, as Misskey's sign-in does.
 */
export function SignInForm({ onCancel }: { onCancel(): void }) {
  const host = useHost();
  const t = useExtensionStrings('auth');
  const [step, setStep] = useState<'username' | 'password' | 'code' | 'forgot'>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [captchaWord, setCaptchaWord] = useState('');
  // The server's answer to the username: 'captcha' when the account has no second factor.
  const [captchaStep, setCaptchaStep] = useState(false);
  const meta = useEndpoint('meta', { detail: true });
  const testCaptcha = captchaStep && meta.status === 'ready' && meta.data.enableTestcaptcha;
  const [problem, setProblem] = useState<string | null>(null);
  // With keys registered, the server's challenge for them; the code field stays as the other way.
  const [keyRequest, setKeyRequest] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const userId = useId();
  const passwordId = useId();
  const codeId = useId();
  const codeHintId = useId();
  const stepField = useRef<HTMLInputElement>(null);
  // Each later step starts in its field, for people signing in by keyboard.
  useEffect(() => {
    if (step === 'password' || step === 'code') stepField.current?.focus();
  }, [step]);

  /** What went wrong, in the form's words for Misskey's sign-in errors, else in the spec's own (the server gone…). */
  const explain = (error: unknown, passkey = false) => {
    const key = signinErrorKey(error, passkey);
    return key ? t(key) : host.describeError(error).text;
  };

  /** Asks the browser for a security key or passkey, and signs in with its answer. */
  const signInWithKey = async (name: string, request: unknown) => {
    try {
      const credential = await answerWithKey(request);
      const answer = await host.api.call('signin-flow', { username: name, password, credential }, SIGNIN_CALL);
      if (answer.finished) await host.accounts.signIn(answer.i, location.pathname + location.search);
    } catch (error) {
      // Cancelled at the browser: the code field is still there.
      if (isKeyRequestCancelled(error)) return;
      setProblem(explain(error));
    }
  };

  /** A passkey alone, no username (signin-with-passkey): for accounts with password-less sign-in on. */
  const signInWithPasskey = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const started = await host.api.call('signin-with-passkey', {}, SIGNIN_CALL);
      if (!('context' in started)) return;
      const credential = await answerWithKey(started.option);
      const done = await host.api.call('signin-with-passkey', { credential, context: started.context }, SIGNIN_CALL);
      if ('signinResponse' in done)
        await host.accounts.signIn(done.signinResponse.i, location.pathname + location.search);
    } catch (error) {
      if (isKeyRequestCancelled(error)) return;
      setProblem(explain(error, true));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const name = username.trim().replace(/^@/, '');
      if (step === 'username') {
        const answer = await host.api.call('signin-flow', { username: name }, SIGNIN_CALL);
        if (!answer.finished) {
          setCaptchaStep(answer.next === 'captcha');
          setStep('password');
        }
      } else {
        const token = step === 'code' ? code.replace(/\s/g, '') : undefined;
        const answer = await host.api.call(
          'signin-flow',
          { username: name, password, token, ...(testCaptcha ? testCaptchaAnswer(captchaWord) : {}) },
          SIGNIN_CALL,
        );
        // A second factor is asked for (a passkey account takes an app or backup code as well).
        // Signed in where they were (a note, an app asking for access), as Misskey reloads the page.
        if (answer.finished) await host.accounts.signIn(answer.i, location.pathname + location.search);
        else if (answer.next === 'passkey') {
          setKeyRequest(answer.authRequest);
          setStep('code');
          await signInWithKey(name, answer.authRequest);
        } else if (answer.next === 'totp') setStep('code');
      }
    } catch (error) {
      setProblem(explain(error));
    } finally {
      setBusy(false);
    }
  };

  if (step === 'forgot') {
    return <ForgotPasswordForm username={username.trim().replace(/^@/, '')} onBack={() => setStep('password')} />;
  }

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} aria-labelledby="signin-title">
      <h2 id="signin-title">{t('signIn')}</h2>
      {step === 'username' ? (
        <label htmlFor={userId}>
          {t('username')}
          <input
            id={userId}
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
            data-autofocus
          />
        </label>
      ) : step === 'password' ? (
        <>
          <p className="auth-who" dir="ltr">
            @{username.trim().replace(/^@/, '')}
          </p>
          <label htmlFor={passwordId}>
            {t('password')}
            <input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              ref={stepField}
            />
          </label>
          {testCaptcha && <TestCaptchaField value={captchaWord} onChange={setCaptchaWord} />}
          <button type="button" className="link-button auth-forgot" onClick={() => setStep('forgot')}>
            {t('forgot.link')}
          </button>
        </>
      ) : (
        <>
          <p className="auth-who" dir="ltr">
            @{username.trim().replace(/^@/, '')}
          </p>
          <label htmlFor={codeId}>
            {t('code')}
            <input
              id={codeId}
              autoComplete="one-time-code"
              inputMode="text"
              spellCheck={false}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-describedby={codeHintId}
              required
              ref={stepField}
            />
          </label>
          <p id={codeHintId} className="auth-hint">
            {keyRequest ? t('keyHint') : t('codeHint')}
          </p>
          {keyRequest !== null && (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void signInWithKey(username.trim().replace(/^@/, ''), keyRequest)}
            >
              {t('signInWithKey')}
            </button>
          )}
        </>
      )}
      {problem && (
        <p role="alert" className="auth-problem">
          {problem}
        </p>
      )}
      <div className="auth-buttons">
        <button type="submit" className="button primary" disabled={busy}>
          {step === 'username' ? t('next') : t('signIn')}
        </button>
        {step === 'username' && 'PublicKeyCredential' in window && (
          <button type="button" className="button" disabled={busy} onClick={() => void signInWithPasskey()}>
            {t('signInWithPasskey')}
          </button>
        )}
        <button type="button" className="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
