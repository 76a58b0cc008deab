import { useExtensionStrings, useHost, useInstanceMeta } from '@tessera/sdk';
import { AdView } from './AdView';
import './ads.css';

/** /ads: every ad running now, each as it shows in timelines. */
export default function AdsPage() {
  const t = useExtensionStrings('ads');
  const { i18n } = useHost();
  const meta = useInstanceMeta();
  return (
    <section className="page-card ads-page" aria-labelledby="ads-title">
      <h1 id="ads-title">{t('title')}</h1>
      {!meta ? (
        <p role="status">{i18n.t('kernel.loading')}</p>
      ) : meta.ads.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="ads-list">
          {meta.ads.map((ad) => (
            <li key={ad.id}>
              <AdView ads={meta.ads} prefer={[ad.place]} fixed={ad} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
