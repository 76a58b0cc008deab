import { useEndpoint, useExtensionStrings, useI18n } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { QUEUE_COUNTS, QueueCountsHead } from './queue/QueueCountsHead';

const MB = 1024 * 1024;
type QueueName = keyof entities.AdminQueueStatsResponse;

/** The machine the server runs on, as facts. */
export function MachineFacts() {
  const t = useExtensionStrings('admin');
  const i18n = useI18n();
  const info = useEndpoint('admin/server-info', {});
  const m = info.data;
  if (!m) return <p role="status">{t('loading')}</p>;
  const number = (n: number) => n.toLocaleString(i18n.locale);
  const facts = [
    [t('server.host'), m.machine],
    [t('server.os'), m.os],
    [t('server.node'), m.node],
    [t('server.database'), m.psql],
    [t('server.cpu'), `${m.cpu.model} × ${m.cpu.cores}`],
    [t('server.memory'), `${number(Math.round(m.mem.total / MB))} MB`],
    [t('server.disk'), `${number(Math.round(m.fs.used / MB))} / ${number(Math.round(m.fs.total / MB))} MB`],
  ] as const;
  return (
    <dl className="admin-facts" aria-label={t('server.machine')}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Some job queues' counts as a table. */
export function QueueTable({ queues }: { queues: readonly QueueName[] }) {
  const t = useExtensionStrings('admin');
  const i18n = useI18n();
  const stats = useEndpoint('admin/queue/stats', {});
  if (!stats.data) return <p role="status">{t('loading')}</p>;
  const data = stats.data;
  return (
    <table className="admin-table" aria-label={t('server.queues')}>
      <QueueCountsHead />
      <tbody>
        {queues.map((q) => (
          <tr key={q}>
            <th scope="row">{t(`server.queueNames.${q}`)}</th>
            {QUEUE_COUNTS.map((c) => (
              // A queue or a count the server leaves out shows as a dash.
              <td key={c}>{data[q]?.[c]?.toLocaleString(i18n.locale) ?? '–'}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
