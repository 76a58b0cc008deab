import { RelativeTime, useExtensionStrings, useHost, usePagedList } from '@tessera/sdk';
import { type FormEvent, useId, useState } from 'react';
import './security-settings.css';

/** Misskey's INTERNAL_ERROR: what its i/change-password answers to a wrong current password. */
const INTERNAL_ERROR_ID = '5d37dbcb-891e-41ca-a3d6-e690c97775ac';

/** Settings > Security: changing the password, and the sign-in history with failed attempts. */
export default function SecuritySettings() {
  const t = useExtensionStrings('auth');
  return (
    <section className="page-card settings-panel" aria-labelledby="security-settings-title">
      <h1 id="security-settings-title">{t('security.title')}</h1>
      <PasswordForm />
      <h2>{t('security.history')}</h2>
      <SigninHistory />
    </section>
  );
}

function PasswordForm() {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const mismatch = again !== '' && again !== next;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch || !current || !next) return;
    setBusy(true);
    try {
      await host.api.call('i/change-password', { currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setAgain('');
      host.modals.toast(t('security.changed'));
    } catch (error) {
      const { title, text } = host.describeError(error, {
        customErrors: { [INTERNAL_ERROR_ID]: { text: t('security.changeFailed') } },
      });
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('security.changePassword')}>
      <h2>{t('security.changePassword')}</h2>
      <PasswordField
        label={t('security.currentPassword')}
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
      />
      <PasswordField label={t('security.newPassword')} autoComplete="new-password" value={next} onChange={setNext} />
      <PasswordField
        label={t('security.repeatPassword')}
        autoComplete="new-password"
        value={again}
        onChange={setAgain}
        error={mismatch ? t('security.mismatch') : null}
      />
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={busy || mismatch}>
          {t('security.changePassword')}
        </button>
      </div>
    </form>
  );
}

/** A labelled password input, with the error that keeps the form from being sent, if any. */
function PasswordField(props: {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange(value: string): void;
  error?: string | null;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="password"
        autoComplete={props.autoComplete}
        required
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && (
        <p id={errorId} className="form-error">
          {props.error}
        </p>
      )}
    </div>
  );
}

function SigninHistory() {
  const t = useExtensionStrings('auth');
  const list = usePagedList('i/signin-history', {});
  if (list.status === 'loading') return <p role="status">{t('security.loading')}</p>;
  if (list.status === 'error') return <p role="alert">{t('security.historyFailed')}</p>;
  if (list.items.length === 0) return <p className="form-hint">{t('security.noHistory')}</p>;
  return (
    <>
      <ul className="signin-history" aria-label={t('security.history')}>
        {list.items.map((signin) => {
          const agent = (signin.headers as Record<string, string | undefined>)['user-agent'];
          return (
            <li key={signin.id} className={signin.success ? 'signin ok' : 'signin failed'}>
              <span className="signin-outcome">
                {signin.success ? t('security.succeeded') : t('security.failedAttempt')}
              </span>
              <span className="signin-ip">{signin.ip}</span>
              <RelativeTime time={signin.createdAt} />
              {agent && <span className="signin-agent">{agent}</span>}
            </li>
          );
        })}
      </ul>
      {list.hasMore && (
        <button type="button" className="button" disabled={list.loadingMore} onClick={() => list.loadMore()}>
          {t('security.more')}
        </button>
      )}
    </>
  );
}
