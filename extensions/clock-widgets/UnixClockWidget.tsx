import { useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import { useNow } from './use-now';
import './clock-widgets.css';

/** Seconds since 1970-01-01 UTC. */
export default function UnixClockWidget(_props: WidgetProps) {
  const t = useExtensionStrings('clock-widgets');
  const now = useNow(1000);
  return (
    <div className="clock-widget">
      <p className="digital-clock">
        <span className="visually-hidden">{t('unixTime')}: </span>
        {Math.floor(now.getTime() / 1000)}
      </p>
    </div>
  );
}
