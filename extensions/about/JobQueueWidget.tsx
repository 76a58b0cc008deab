import { useExtensionStrings, useHost, useViewer, type WidgetProps } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';
import { Sparkline } from './Sparkline';
import './about-widgets.css';

const KEPT = 50;
const QUEUES = ['deliver', 'inbox'] as const;

/** The delivery queues, live over the queueStats channel: what ran, runs, waits and is delayed. */
export default function JobQueueWidget(_props: WidgetProps) {
  const t = useExtensionStrings('about');
  const host = useHost();
  const viewer = useViewer();
  const [samples, setSamples] = useState<entities.QueueStats[]>([]);
  const staff = viewer.isModerator || viewer.isAdmin;
  useEffect(() => {
    if (!staff) return;
    const channel = host.stream.channel('queueStats');
    const subscriptions = [
      channel.on('stats', (stats) => setSamples((now) => [...now, stats].slice(-KEPT))),
      channel.on('statsLog', (log) => setSamples((now) => [...[...log].reverse(), ...now].slice(-KEPT))),
    ];
    channel.send('requestLog', { id: Math.random().toString(36).slice(2), length: KEPT });
    return () => {
      for (const s of subscriptions) s.dispose();
      channel.dispose();
    };
  }, [host, staff]);
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
