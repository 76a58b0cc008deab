import { useEndpoint, useExtensionStrings, useI18n } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { AdminPage } from '../AdminPage';
import { QueueJobs } from '../queue/QueueJobs';

type QueueName = entities.AdminQueueJobsRequest['queue'];
const COUNTS = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

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
          <thead>
            <tr>
              <th scope="col">{t('server.queue')}</th>
              {COUNTS.map((c) => (
                <th key={c} scope="col">
                  {t(`server.counts.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
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
                {COUNTS.map((c) => (
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
