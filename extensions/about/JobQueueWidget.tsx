import { useExtensionStrings, useViewer, type WidgetProps } from '@tessera/sdk';
import { Sparkline } from './Sparkline';
import { useStatsLog } from './use-stats-log';
import './about-widgets.css';

const QUEUES = ['deliver', 'inbox'] as const;

/** The delivery queues, live over the queueStats channel: what ran, runs, waits and is delayed. */
export default function JobQueueWidget(_props: WidgetProps) {
  const t = useExtensionStrings('about');
  const viewer = useViewer();
  const staff = viewer.isModerator || viewer.isAdmin;
  const samples = useStatsLog('queueStats', staff);
  if (!staff) return <p className="widget-hint">{t('widget.staffOnly')}</p>;
  const latest = samples.at(-1);
  if (!latest) return <p className="widget-hint">{t('widget.loading')}</p>;
  return (
    <table className="job-queue-widget" aria-label={t('widget.jobQueue')}>
      <thead>
        <tr>
          <th scope="col">{t('widget.queue')}</th>
          <th scope="col">{t('widget.processed')}</th>
          <th scope="col">{t('widget.active')}</th>
          <th scope="col">{t('widget.waiting')}</th>
          <th scope="col">{t('widget.delayed')}</th>
        </tr>
      </thead>
      <tbody>
        {QUEUES.map((q) => (
          <tr key={q}>
            <th scope="row">
              {t(`widget.queues.${q}`)}
              <Sparkline values={samples.map((s) => s[q].activeSincePrevTick)} label={t(`widget.queues.${q}`)} />
            </th>
            <td>{latest[q].activeSincePrevTick}</td>
            <td>{latest[q].active}</td>
            <td>{latest[q].waiting}</td>
            <td>{latest[q].delayed}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
