import { Link, type PageProps, useExtensionStrings, useHost } from '@tessera/sdk';
import { useState } from 'react';
import './auth.css';

/**
 * /verify-email/{code}: the page the verification email links to. The address is verified when
 * the person presses the button, not on load, since mail scanners open links too (as Misskey's
 * page does); signed in or not, since the code alone names the account.
 */
export default function VerifyEmailPage({ params }: PageProps) {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const [state, setState] = useState<'ready' | 'busy' | 'done' | 'failed'>('ready');

  const verify = async () => {
    setState('busy');
    try {
      await host.api.call('verify-email', { code: params.code ?? '' }, { token: null });
      setState('done');
    } catch {
      // Misskey answers an unknown or spent code with NO_SUCH_CODE; a failed call reads the same to the person.
      setState('failed');
    }
  };

  return (
    <section className="page-card auth-consent" aria-labelledby="verify-email-title">
      <h1 id="verify-email-title">{t('verifyEmail.title')}</h1>
      {state === 'done' ? (
        <>
          <p role="status">{t('verifyEmail.done')}</p>
          <Link to="/" className="button primary">
            {host.i18n.t('kernel.home')}
          </Link>
        </>
      ) : (
        <>
          <p>{t('verifyEmail.text')}</p>
          {state === 'failed' && (
            <p role="alert" className="auth-problem">
              {t('verifyEmail.failed')}
            </p>
          )}
          <div className="auth-buttons">
            <button type="button" className="button primary" disabled={state === 'busy'} onClick={() => void verify()}>
              {t('verifyEmail.button')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
