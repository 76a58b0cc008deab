import { isSafeUrl, useExtensionStrings, useInstanceMeta } from '@tessera/sdk';
import './about.css';

/** /about-misskey: this client, and the software the server runs. */
export default function AboutSoftwarePage() {
  const t = useExtensionStrings('about');
  const meta = useInstanceMeta();
  return (
    <section className="page-card about-section" aria-labelledby="about-software-title">
      <h1 id="about-software-title">{t('aboutSoftware')}</h1>
      <h2>Tessera</h2>
      <p>{t('tesseraIs')}</p>
      <h2>Misskey</h2>
      <p>{t('misskeyIs')}</p>
      {meta && (
        <p>
          {t('serverRuns', { version: meta.version })}
          {meta.repositoryUrl && isSafeUrl(meta.repositoryUrl) && (
            <>
              {' · '}
              <a href={meta.repositoryUrl} target="_blank" rel="noopener noreferrer">
                {t('repository')}
              </a>
            </>
          )}
        </p>
      )}
    </section>
  );
}
