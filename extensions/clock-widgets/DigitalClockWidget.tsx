import type { WidgetProps } from '@tessera/sdk';
import { TimeZoneSetting } from './TimeZoneSetting';
import { clockParts } from './time-zone';
import { useNow } from './use-now';
import './clock-widgets.css';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The time as digits (hours, minutes, seconds; milliseconds when chosen). */
export default function DigitalClockWidget(props: WidgetProps) {
  const showMs = props.settings.showMs === true;
  const now = useNow(showMs ? 47 : 1000);
  const zone = typeof props.settings.timezone === 'string' ? props.settings.timezone : null;
  const { h, m, s, ms } = clockParts(now, zone);
  return (
    <div className="clock-widget">
      <p className="digital-clock">
        <time>
          {pad(h)}:{pad(m)}:{pad(s)}
          {showMs && <small>.{pad(ms, 3)}</small>}
        </time>
      </p>
      {zone && <p className="clock-zone">{zone}</p>}
      <TimeZoneSetting {...props} />
    </div>
  );
}
