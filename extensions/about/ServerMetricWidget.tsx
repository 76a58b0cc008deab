import { useExtensionStrings, useViewer, type WidgetProps } from '@tessera/sdk';
import { Sparkline } from './Sparkline';
import { useStatsLog } from './use-stats-log';
import './about-widgets.css';

const MB = 1024 * 1024;

/** The server's CPU, memory, network and disk, live over the serverStats channel. */
export default function ServerMetricWidget(_props: WidgetProps) {
  const t = useExtensionStrings('about');
  const viewer = useViewer();
  const staff = viewer.isModerator || viewer.isAdmin;
  const samples = useStatsLog('serverStats', staff);
  if (!staff) return <p className="widget-hint">{t('widget.staffOnly')}</p>;
  const latest = samples.at(-1);
  if (!latest) return <p className="widget-hint">{t('widget.loading')}</p>;
  const cpu = Math.round(latest.cpu * 100);
  return (
    <dl className="metric-widget">
      <div>
        <dt>{t('widget.cpu')}</dt>
        <dd>{cpu}%</dd>
        <Sparkline values={samples.map((s) => s.cpu)} max={1} label={t('widget.cpuLine', { value: String(cpu) })} />
      </div>
      <div>
        <dt>{t('widget.memory')}</dt>
        <dd>{(latest.mem.used / MB).toFixed(0)} MB</dd>
        <Sparkline values={samples.map((s) => s.mem.used)} label={t('widget.memoryLine')} />
      </div>
      <div>
        <dt>{t('widget.network')}</dt>
        <dd>
          ↓ {(latest.net.rx / 1024).toFixed(1)} KB/s ↑ {(latest.net.tx / 1024).toFixed(1)} KB/s
        </dd>
      </div>
      <div>
        <dt>{t('widget.disk')}</dt>
        <dd>
          R {(latest.fs.r / 1024).toFixed(1)} KB/s W {(latest.fs.w / 1024).toFixed(1)} KB/s
        </dd>
      </div>
    </dl>
  );
}
