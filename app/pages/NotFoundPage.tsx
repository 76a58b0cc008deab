import { isSafeUrl, type PageProps, useHost, useI18n, useInstanceMeta } from '@tessera/sdk';
import type {} from '../../extensions/auth/api';
import './not-found.css';

/** The not-found page; a visitor who asked for a sign-in-only page also gets a sign-in prompt. */
export default function NotFoundPage({ loginRequired = false }: Partial<PageProps> & { loginRequired?: boolean }) {
  const { t } = useI18n();
  const host = useHost();
  const meta = useInstanceMeta();
  // The server's own picture where it names one (spec 000: else the built-in one).
  const named = meta?.notFoundImageUrl;
  const image = named && isSafeUrl(named) ? named : '/client-assets/not-found.svg';
  return (
    <section className="page-card not-found" aria-labelledby="not-found-title">
      <img className="not-found-image" src={image} alt="" width={160} height={120} />
      <h1 id="not-found-title">{t('kernel.notFound.title')}</h1>
      <p>{t('kernel.notFound.text')}</p>
      {loginRequired && (
        <>
          <p role="alert" className="signin-required">
            {t('kernel.signinRequired')}
          </p>
          {host.commands.has('auth.signIn') && (
            <button type="button" className="button primary" onClick={() => void host.commands.execute('auth.signIn')}>
              {t('kernel.signIn')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
