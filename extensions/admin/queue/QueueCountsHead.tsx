import { useExtensionStrings } from '@tessera/sdk';

/** The counts a job queue table shows, in Misskey's order. */
export const QUEUE_COUNTS = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/** The head row of a table of job queues and their counts (the dashboard's and the job queue page's). */
export function QueueCountsHead() {
  const t = useExtensionStrings('admin');
  return (
    <thead>
      <tr>
        <th scope="col">{t('server.queue')}</th>
        {QUEUE_COUNTS.map((c) => (
          <th key={c} scope="col">
            {t(`server.counts.${c}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
