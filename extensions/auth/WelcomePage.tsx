import './auth.css';
import { isSafeUrl, Mfm, ServiceView, useEndpoint, useExtensionStrings, useHost, useViewer } from '@tessera/sdk';
import { useId } from 'react';
import type {} from '../timeline/api';
import { SignUpForm } from './SignUpForm';

/**
 * What a visitor sees at '/': the server (banner, icon, name, description), the way in, its
 * numbers, and a live look at its local timeline when visitors may read it. On a server with
 * no accounts yet, the first administrator's setup instead.
 */
export default function WelcomePage() {
  const host = useHost();
  const t = useExtensionStrings('auth');
  const meta = useEndpoint('meta', { detail: true });
  const viewer = useViewer();
  const titleId = useId();
  if (meta.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (meta.status === 'error') return <p role="alert">{t('failed')}</p>;
  const m = meta.data as typeof meta.data & { requireSetup?: boolean };
  if (m.requireSetup) {
    return (
      <section className="page-card welcome">
        <SignUpForm setup />
      </section>
    );
  }
  return (
    <div className="welcome-page">
      <section className="page-card welcome" aria-labelledby={titleId}>
        {m.bannerUrl && isSafeUrl(m.bannerUrl) && <img className="welcome-banner" src={m.bannerUrl} alt="" />}
        <div className="welcome-identity">
          {m.iconUrl && isSafeUrl(m.iconUrl) && <img className="welcome-icon" src={m.iconUrl} alt="" />}
          <h1 id={titleId}>{m.name ?? 'Tessera'}</h1>
        </div>
        {m.description && (
          <div className="welcome-description">
            <Mfm text={m.description} />
          </div>
        )}
        <div className="auth-buttons">
          <button type="button" className="button primary" onClick={() => void host.commands.execute('auth.signUp')}>
            {t('welcome.join')}
          </button>
          <button type="button" className="button" onClick={() => void host.commands.execute('auth.signIn')}>
            {t('signIn')}
          </button>
        </div>
        <ServerNumbers />
      </section>
      {viewer.policies.ltlAvailable === true && (
        <section className="welcome-timeline" aria-label={t('welcome.timeline')}>
          <h2 className="welcome-timeline-title">{t('welcome.timeline')}</h2>
          <ServiceView
            id="timeline.view"
            props={{
              source: {
                id: 'welcome-local',
                title: t('welcome.timeline'),
                endpoint: 'notes/local-timeline',
                channel: 'localTimeline',
              },
              label: t('welcome.timeline'),
              empty: t('welcome.timelineEmpty'),
            }}
          />
        </section>
      )}
    </div>
  );
}

/** How many people and notes the server has, and how many are online now. */
function ServerNumbers() {
  const t = useExtensionStrings('auth');
  const { i18n } = useHost();
  const stats = useEndpoint('stats', {});
  const online = useEndpoint('get-online-users-count', {});
  const number = (n: number) => n.toLocaleString(i18n.locale);
  return (
    <dl className="welcome-numbers">
      {stats.status === 'ready' && (
        <>
          <div>
            <dt>{t('welcome.users')}</dt>
            <dd>{number(stats.data.originalUsersCount)}</dd>
          </div>
          <div>
            <dt>{t('welcome.notes')}</dt>
            <dd>{number(stats.data.originalNotesCount)}</dd>
          </div>
        </>
      )}
      {online.status === 'ready' && (
        <div>
          <dt>{t('welcome.online')}</dt>
          <dd>{number(online.data.count)}</dd>
        </div>
      )}
    </dl>
  );
}
