import { isSafeUrl, useExtensionStrings, useHost, useInstanceMeta } from '@tessera/sdk';
import type {} from './api';
import './about.css';

/** /about-misskey: this client, and the software the server runs. */
export default function AboutSoftwarePage() {
  const t = useExtensionStrings('about');
  const meta = useInstanceMeta();
  const host = useHost();
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
      <p className="about-click-here">
        <button
          type="button"
          className="button"
          onClick={() => {
            host.events.emit('about.clickedHere', {});
            host.modals.toast(t('clickedHere'));
          }}
        >
          {t('clickHere')}
        </button>
      </p>
      {/* A tile that wandered off the pattern: finding it is its own reward. */}
      <button
        type="button"
        className="about-treasure"
        aria-label={t('treasure')}
        onClick={() => {
          host.events.emit('about.treasureFound', {});
          host.modals.toast(t('treasureFound'));
        }}
      />
    </section>
  );
}
