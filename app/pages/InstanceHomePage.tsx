import { useEndpoint, useI18n } from '@tessera/sdk';

/** The default home page: the server's name and description, until a feature takes over '/'. */
export default function InstanceHomePage() {
  const meta = useEndpoint('meta', { detail: false });
  const { t } = useI18n();
  if (meta.status === 'loading') return <p role="status">{t('kernel.loading')}</p>;
  if (meta.status === 'error') return <p role="alert">{String(meta.error)}</p>;
  return (
    <section className="page-card" aria-labelledby="home-title">
      <h1 id="home-title">{meta.data.name ?? 'Tessera'}</h1>
      {meta.data.description && <p className="instance-description">{meta.data.description}</p>}
    </section>
  );
}
