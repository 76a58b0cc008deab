import {
  lazyComponent,
  type PageProps,
  QueryPage,
  RelativeTime,
  TabBar,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { Fragment, type ReactNode, Suspense, useState } from 'react';
import { ServerModeration } from './ServerModeration';
import './about.css';

// The charts and their library load when the tab is opened.
const ServerCharts = lazyComponent(() => import('./ServerCharts'));

type Tab = 'overview' | 'charts';

/**
 * /instance-info/{host}: what this server knows of another (federation/show-instance), its charts
 * (charts/instance) and, for moderators, what they may decide about it.
 */
export default function InstanceInfoPage({ params }: PageProps) {
  const t = useExtensionStrings('about');
  const host = params.host ?? '';
  const server = useEndpoint('federation/show-instance', { host });
  return (
    <QueryPage query={server} failedTitle={t('remote.notFound')}>
      {(found) =>
        found ? (
          <ServerView server={found} reload={server.reload} />
        ) : (
          <section className="page-card" role="alert">
            <h1>{host}</h1>
            <p>{t('remote.notFound')}</p>
          </section>
        )
      }
    </QueryPage>
  );
}

/** Why delivery to a server stopped, as Misskey names the states, to the string saying it. */
const STATE_KEYS: Record<entities.FederationInstance['suspensionState'], string> = {
  none: 'remote.state.none',
  manuallySuspended: 'remote.state.manuallySuspended',
  goneSuspended: 'remote.state.goneSuspended',
  autoSuspendedForNotResponding: 'remote.state.autoSuspendedForNotResponding',
  softwareSuspended: 'remote.state.softwareSuspended',
};

function ServerView({ server, reload }: { server: entities.FederationInstance; reload(): void }) {
  const t = useExtensionStrings('about');
  const { i18n } = useHost();
  const viewer = useViewer();
  const [tab, setTab] = useState<Tab>('overview');
  const flags = [
    server.isBlocked && t('remote.blocked'),
    server.isSilenced && t('remote.silenced'),
    server.isMediaSilenced && t('remote.mediaSilenced'),
    server.isNotResponding && t('remote.notResponding'),
  ].filter((f): f is string => typeof f === 'string');
  const facts: [string, ReactNode][] = [
    [t('remote.host'), server.host],
    [t('software'), `${server.softwareName ?? t('unknown')} / ${server.softwareVersion ?? t('unknown')}`],
    [
      t('maintainer'),
      `${server.maintainerName ?? t('unknown')}${server.maintainerEmail ? ` (${server.maintainerEmail})` : ''}`,
    ],
    [t('users'), server.usersCount.toLocaleString(i18n.locale)],
    [t('notes'), server.notesCount.toLocaleString(i18n.locale)],
    [t('chart.followings'), server.followingCount.toLocaleString(i18n.locale)],
    [t('chart.followers'), server.followersCount.toLocaleString(i18n.locale)],
    [t('remote.firstSeen'), <RelativeTime key="first" time={server.firstRetrievedAt} />],
    [
      t('remote.lastRequest'),
      server.latestRequestReceivedAt ? (
        <RelativeTime key="last" time={server.latestRequestReceivedAt} />
      ) : (
        t('remote.never')
      ),
    ],
    [t('remote.delivery'), t(STATE_KEYS[server.suspensionState])],
    [t('remote.flags'), flags.length > 0 ? flags.join(', ') : t('remote.noFlags')],
  ];
  return (
    <section className="about-page" aria-labelledby="server-title">
      <header className="page-card about-header">
        <h1 id="server-title">{server.name ?? server.host}</h1>
        <TabBar<Tab>
          label={t('remote.sections')}
          tabs={[
            { value: 'overview', label: t('overview') },
            { value: 'charts', label: t('charts') },
          ]}
          selected={tab}
          onSelect={setTab}
        />
      </header>
      {tab === 'overview' && (
        <>
          <section className="page-card about-section" aria-labelledby="server-facts">
            <h2 id="server-facts">{t('remote.facts')}</h2>
            {server.description && <p className="about-description">{server.description}</p>}
            <dl className="about-facts">
              {facts.map(([label, value]) => (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
          {(viewer.isModerator || viewer.isAdmin) && <ServerModeration server={server} reload={reload} />}
        </>
      )}
      {tab === 'charts' && (
        <Suspense fallback={<p role="status">{i18n.t('kernel.loading')}</p>}>
          <ServerCharts host={server.host} />
        </Suspense>
      )}
    </section>
  );
}
