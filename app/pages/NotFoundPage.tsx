import { type PageProps, useI18n } from '@tessera/sdk';

/** The not-found page; a visitor who asked for a sign-in-only page also gets a sign-in prompt. */
export default function NotFoundPage({ loginRequired = false }: Partial<PageProps> & { loginRequired?: boolean }) {
  const { t } = useI18n();
  return (
    <section className="page-card not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('kernel.notFound.title')}</h1>
      <p>{t('kernel.notFound.text')}</p>
      {loginRequired && (
        <p role="alert" className="signin-required">
          {t('kernel.signinRequired')}
        </p>
      )}
    </section>
  );
}
