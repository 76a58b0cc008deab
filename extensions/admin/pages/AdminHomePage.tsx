import { useEndpoint, useExtensionStrings, useI18n } from '@tessera/sdk';
import { SlotLinkList } from '@tessera/sdk/kit';
import { AdminPage } from '../AdminPage';
import { RetentionTable } from '../RetentionTable';
import { MachineFacts, QueueTable } from '../ServerFigures';

/**
 * /admin: the server at a glance (people, notes, files, who is online, reports waiting), the
 * sections, how many new accounts come back, then the machine and its queues.
 */
export default function AdminHomePage() {
  const t = useExtensionStrings('admin');
  const i18n = useI18n();
  const stats = useEndpoint('stats', {});
  const online = useEndpoint('get-online-users-count', {});
  const reports = useEndpoint('admin/abuse-user-reports', { state: 'unresolved', limit: 100 });
  const figure = (value: number | undefined) => (value === undefined ? '–' : value.toLocaleString(i18n.locale));
  const figures = [
    { label: t('overview.users'), value: figure(stats.data?.originalUsersCount) },
    { label: t('overview.notes'), value: figure(stats.data?.originalNotesCount) },
    {
      label: t('overview.drive'),
      value: stats.data ? `${(stats.data.driveUsageLocal / 1024 / 1024).toFixed(1)} MB` : '–',
    },
    { label: t('overview.online'), value: figure(online.data?.count) },
    { label: t('overview.reports'), value: figure(reports.data?.length) },
  ];
  return (
    <AdminPage title={t('menu')} wide home>
      <dl className="admin-figures" aria-label={t('overview.title')}>
        {figures.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {/* The sections come before the live figures below, whose tables grow as they load, so a
          section's card stays where the pointer aims. */}
      <h2>{t('sections')}</h2>
      <SlotLinkList slot="admin" label={t('sections')} empty={t('noSections')} />
      <h2>{t('retention.title')}</h2>
      <RetentionTable />
      <h2>{t('server.machine')}</h2>
      <MachineFacts />
      <h2>{t('server.queues')}</h2>
      <QueueTable queues={['db', 'deliver', 'inbox', 'objectStorage']} />
    </AdminPage>
  );
}
