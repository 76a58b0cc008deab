import { useEndpoint, useExtensionStrings, useI18n } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { AdminPage } from '../AdminPage';
import { QUEUE_COUNTS, QueueCountsHead } from '../queue/QueueCountsHead';
import { QueueJobs } from '../queue/QueueJobs';

type QueueName = entities.AdminQueueJobsRequest['queue'];

/**
 * /admin/job-queue: every job queue with its counts (Misskey's names); a queue chosen shows its
 * jobs by state, each with its details and actions.
 */
export default function JobQueuePage() {
  const t = useExtensionStrings('admin');
  const i18n = useI18n();
  const queues = useEndpoint('admin/queue/queues', {});
  const [selected, setSelected] = useState<QueueName | null>(null);
  return (
    <AdminPage title={t('queues.title')} wide>
      <p className="form-hint">{t('queues.intro')}</p>
      {!queues.data && <p role="status">{t('loading')}</p>}
      {queues.data && (
        <table className="admin-table" aria-label={t('server.queues')}>
          <QueueCountsHead />
          <tbody>
            {queues.data.map((q) => (
              <tr key={q.name}>
                <th scope="row">
                  <button
                    type="button"
                    className="button"
                    aria-pressed={selected === q.name}
                    onClick={() => setSelected(q.name)}
                  >
                    {q.name}
                  </button>
                </th>
                {QUEUE_COUNTS.map((c) => (
                  <td key={c}>{(q.counts[c] ?? 0).toLocaleString(i18n.locale)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {selected && <QueueJobs key={selected} queue={selected} onChange={queues.reload} />}
    </AdminPage>
  );
}
