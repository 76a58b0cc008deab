import { RelativeTime, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useId, useState } from 'react';
import { asText, jobStatus, maxAttempts } from './job-state';

type QueueName = entities.AdminQueueJobsRequest['queue'];

/**
 * One job of a queue: its number, name, state and time; opened, its times, tries, why it failed,
 * its data, result and error stacks (as text), with Retry (or Run now, for a delayed job) and
 * Remove, each confirmed.
 */
export function JobItem({ queue, job, onChange }: { queue: QueueName; job: entities.QueueJob; onChange(): void }) {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const status = jobStatus(job);
  const title = t('queues.job', { id: job.id, name: job.name });
  const attempts = maxAttempts(job);
  const act = async (endpoint: 'admin/queue/retry-job' | 'admin/queue/remove-job', confirmText: string) => {
    if (!(await host.modals.confirm(confirmText, { danger: endpoint === 'admin/queue/remove-job' }))) return;
    await host.apiWithDialog(endpoint, { queue, jobId: job.id }).catch(() => undefined);
    onChange();
  };
  const times = [
    [t('queues.created'), job.timestamp],
    [t('queues.processed'), job.processedOn],
    [t('queues.finished'), job.finishedOn],
  ] as const;
  return (
    <li className="admin-job" aria-label={title}>
      <button
        type="button"
        className="admin-job-summary"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
      >
        <strong>{title}</strong>
        <span className={`admin-job-state ${status}`}>{t(`server.counts.${status}`)}</span>
        <RelativeTime time={job.finishedOn ?? job.processedOn ?? job.timestamp} />
      </button>
      {open && (
        <div id={detailsId} className="admin-job-details">
          <dl className="admin-facts">
            {times.map(([label, time]) =>
              time == null ? null : (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>
                    <RelativeTime time={time} />
                  </dd>
                </div>
              ),
            )}
            <div>
              <dt>{t('queues.attempts')}</dt>
              <dd>
                {attempts === null ? job.attempts : t('queues.attemptsOf', { made: job.attempts, max: attempts })}
              </dd>
            </div>
            {job.failedReason && (
              <div>
                <dt>{t('queues.reason')}</dt>
                <dd>{job.failedReason}</dd>
              </div>
            )}
          </dl>
          <h3>{t('queues.data')}</h3>
          <pre className="admin-job-text">{asText(job.data)}</pre>
          {job.returnValue != null && (
            <>
              <h3>{t('queues.result')}</h3>
              <pre className="admin-job-text">{asText(job.returnValue)}</pre>
            </>
          )}
          {job.stacktrace.length > 0 && (
            <>
              <h3>{t('queues.errors')}</h3>
              {job.stacktrace.map((stack, i) => (
                // Stacks repeat from try to try; their place is their key.
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list shown as it came
                <pre key={i} className="admin-job-text">
                  {stack}
                </pre>
              ))}
            </>
          )}
          <div className="admin-actions">
            {(status === 'failed' || status === 'delayed') && (
              <button
                type="button"
                className="button primary"
                onClick={() =>
                  void act(
                    'admin/queue/retry-job',
                    t(status === 'failed' ? 'queues.retryConfirm' : 'queues.runNowConfirm', { id: job.id }),
                  )
                }
              >
                {t(status === 'failed' ? 'queues.retry' : 'queues.runNow')}
              </button>
            )}
            {status !== 'active' && (
              <button
                type="button"
                className="button danger"
                onClick={() => void act('admin/queue/remove-job', t('queues.removeConfirm', { id: job.id }))}
              >
                {t('queues.remove')}
              </button>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
