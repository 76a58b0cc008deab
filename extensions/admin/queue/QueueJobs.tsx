import { type Tab, TabBar, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useId, useState } from 'react';
import { JobItem } from './JobItem';

type QueueName = entities.AdminQueueJobsRequest['queue'];
type Listed = 'latest' | 'completed' | 'failed' | 'delayed' | 'wait' | 'active';

const STATES: Record<Listed, entities.AdminQueueJobsRequest['state']> = {
  latest: ['completed', 'failed'],
  completed: ['completed'],
  failed: ['failed'],
  delayed: ['delayed'],
  wait: ['wait'],
  active: ['active'],
};

/**
 * One queue's jobs, by state (the latest finished ones first, as Misskey's page opens), with a
 * search over their data, and the queue's actions: run every delayed job now, and clear it.
 */
export function QueueJobs({ queue, onChange }: { queue: QueueName; onChange(): void }) {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const searchId = useId();
  const [listed, setListed] = useState<Listed>('latest');
  const [search, setSearch] = useState('');
  const jobs = useEndpoint('admin/queue/jobs', {
    queue,
    state: STATES[listed],
    ...(search.trim() ? { search: search.trim() } : {}),
  });
  const changed = () => {
    jobs.reload();
    onChange();
  };
  const tabs: Tab<Listed>[] = [
    { value: 'latest', label: t('queues.latest') },
    { value: 'completed', label: t('server.counts.completed') },
    { value: 'failed', label: t('server.counts.failed') },
    { value: 'delayed', label: t('server.counts.delayed') },
    { value: 'wait', label: t('server.counts.waiting') },
    { value: 'active', label: t('server.counts.active') },
  ];
  const queueAction = async (endpoint: 'admin/queue/promote-jobs' | 'admin/queue/clear', text: string) => {
    const clear = endpoint === 'admin/queue/clear';
    if (!(await host.modals.confirm(text, { danger: clear }))) return;
    const done = clear
      ? host.apiWithDialog('admin/queue/clear', { queue, state: '*' })
      : host.apiWithDialog('admin/queue/promote-jobs', { queue });
    await done.catch(() => undefined);
    changed();
  };
  const sorted = [...(jobs.data ?? [])].sort(
    (a, b) => (b.finishedOn ?? b.processedOn ?? b.timestamp) - (a.finishedOn ?? a.processedOn ?? a.timestamp),
  );
  return (
    <section className="admin-queue-jobs" aria-label={t('queues.jobsOf', { queue })}>
      <h2>{t('queues.jobsOf', { queue })}</h2>
      <div className="admin-actions">
        <button
          type="button"
          className="button"
          onClick={() => void queueAction('admin/queue/promote-jobs', t('queues.promoteConfirm', { queue }))}
        >
          {t('queues.promote')}
        </button>
        <button
          type="button"
          className="button danger"
          onClick={() => void queueAction('admin/queue/clear', t('queues.clearConfirm', { queue }))}
        >
          {t('queues.clear')}
        </button>
        <button type="button" className="button" onClick={changed}>
          {t('queues.refresh')}
        </button>
      </div>
      <TabBar<Listed> label={t('queues.states')} tabs={tabs} selected={listed} onSelect={setListed} />
      <div className="form-field">
        <label htmlFor={searchId}>{t('queues.search')}</label>
        <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {jobs.data && sorted.length === 0 && <p className="form-hint">{t('queues.none')}</p>}
      <ul className="admin-list" aria-label={t('queues.list', { queue })}>
        {sorted.map((job) => (
          <JobItem key={job.id} queue={queue} job={job} onChange={changed} />
        ))}
      </ul>
    </section>
  );
}
