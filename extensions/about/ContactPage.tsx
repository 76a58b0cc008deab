import { isSafeUrl, useExtensionStrings, useHost, useInstanceMeta } from '@tessera/sdk';
import './about.css';

/** /contact: who runs the server and how to reach them. */
export default function ContactPage() {
  const t = useExtensionStrings('about');
  const host = useHost();
  const meta = useInstanceMeta();
  if (!meta) return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  const inquiry = meta.inquiryUrl && isSafeUrl(meta.inquiryUrl) ? meta.inquiryUrl : null;
  return (
    <section className="page-card about-section" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('contact')}</h1>
      <dl className="about-facts">
        <dt>{t('maintainer')}</dt>
        <dd>{meta.maintainerName ?? t('unknown')}</dd>
        <dt>{t('email')}</dt>
        <dd>
          {meta.maintainerEmail ? <a href={`mailto:${meta.maintainerEmail}`}>{meta.maintainerEmail}</a> : t('unknown')}
        </dd>
        {inquiry && (
          <>
            <dt>{t('inquiry')}</dt>
            <dd>
              <a href={inquiry} target="_blank" rel="noopener noreferrer">
                {inquiry}
              </a>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
