import {
  isSafeUrl,
  Link,
  Mfm,
  slotMenuItems,
  useContributions,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useInstanceMeta,
  useViewer,
} from '@tessera/sdk';
import { useId } from 'react';

/** The instance: its banner, name and description, rules, numbers, who runs it, and its policies. */
export function InstanceOverview() {
  const t = useExtensionStrings('about');
  const host = useHost();
  const meta = useInstanceMeta();
  const stats = useEndpoint('stats', {});
  const rulesId = useId();
  const numbersId = useId();
  const linksId = useId();
  if (!meta) return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  const links = [
    { label: t('tos'), url: meta.tosUrl },
    { label: t('privacy'), url: meta.privacyPolicyUrl },
    { label: t('impressum'), url: meta.impressumUrl },
    { label: t('repository'), url: meta.repositoryUrl },
    { label: t('feedback'), url: meta.feedbackUrl },
  ].filter((l): l is { label: string; url: string } => typeof l.url === 'string' && isSafeUrl(l.url));
  return (
    <>
      <section className="page-card about-instance" aria-label={meta.name ?? t('server')}>
        {meta.bannerUrl && isSafeUrl(meta.bannerUrl) && <img className="about-banner" src={meta.bannerUrl} alt="" />}
        <div className="about-identity">
          {meta.iconUrl && isSafeUrl(meta.iconUrl) && <img className="about-icon" src={meta.iconUrl} alt="" />}
          <div>
            <h2>{meta.name ?? t('server')}</h2>
            <p className="about-host">{new URL(meta.uri).host}</p>
          </div>
        </div>
        {meta.description && (
          <div className="about-description">
            <Mfm text={meta.description} />
          </div>
        )}
        <dl className="about-facts">
          <dt>{t('software')}</dt>
          <dd>
            Misskey {meta.version} · <Link to="/about-misskey">{t('aboutSoftware')}</Link>
          </dd>
          <dt>{t('maintainer')}</dt>
          <dd>
            {meta.maintainerName ?? t('unknown')}
            {meta.maintainerEmail && (
              <>
                {' · '}
                <a href={`mailto:${meta.maintainerEmail}`}>{meta.maintainerEmail}</a>
              </>
            )}
          </dd>
          <dt>{t('registration')}</dt>
          <dd>{meta.disableRegistration ? t('registrationClosed') : t('registrationOpen')}</dd>
        </dl>
      </section>

      {meta.serverRules.length > 0 && (
        <section className="page-card about-section" aria-labelledby={rulesId}>
          <h2 id={rulesId}>{t('rules')}</h2>
          <ol className="about-rules">
            {meta.serverRules.map((rule, i) => (
              // Rules are a list the administrators keep in order; the index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={i}>
                <Mfm text={rule} />
              </li>
            ))}
          </ol>
        </section>
      )}

      <section className="page-card about-section" aria-labelledby={numbersId}>
        <h2 id={numbersId}>{t('numbers')}</h2>
        {stats.status === 'ready' ? (
          <dl className="about-numbers">
            <div>
              <dt>{t('users')}</dt>
              <dd>{stats.data.originalUsersCount.toLocaleString()}</dd>
            </div>
            <div>
              <dt>{t('notes')}</dt>
              <dd>{stats.data.originalNotesCount.toLocaleString()}</dd>
            </div>
          </dl>
        ) : stats.status === 'error' ? (
          <p role="alert">{host.describeError(stats.error).text}</p>
        ) : (
          <p role="status">{host.i18n.t('kernel.loading')}</p>
        )}
      </section>

      <section className="page-card about-section" aria-labelledby={linksId}>
        <h2 id={linksId}>{t('more')}</h2>
        <ul className="about-links">
          <li>
            <Link to="/contact">{t('contact')}</Link>
          </li>
          {links.map((l) => (
            <li key={l.label}>
              <a href={l.url} target="_blank" rel="noopener noreferrer">
                {l.label}
              </a>
            </li>
          ))}
          <AboutSlotLinks />
        </ul>
      </section>
    </>
  );
}

/** What other extensions add to the about menu (ads, charts, invitations, ...), as links here. */
function AboutSlotLinks() {
  const host = useHost();
  const viewer = useViewer();
  const meta = useInstanceMeta();
  const entries = useContributions('menuItem');
  const items = slotMenuItems('about', { meta }, entries, host, viewer);
  return (
    <>
      {items.map((item) =>
        item.type === 'button' ? (
          <li key={item.text}>
            <button type="button" className="link-button" onClick={item.action}>
              {item.text}
            </button>
          </li>
        ) : null,
      )}
    </>
  );
}
