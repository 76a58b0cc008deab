import { useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import { TimeZoneSetting } from './TimeZoneSetting';
import { clockParts } from './time-zone';
import { useNow } from './use-now';
import './clock-widgets.css';

/** An analog clock, drawn in SVG in the theme's colours. */
export default function ClockWidget(props: WidgetProps) {
  const t = useExtensionStrings('clock-widgets');
  const now = useNow(1000);
  const zone = typeof props.settings.timezone === 'string' ? props.settings.timezone : null;
  const { h, m, s } = clockParts(now, zone);
  const hand = (turns: number, length: number, width: number, className: string) => {
    const angle = turns * 2 * Math.PI;
    return (
      <line
        x1="50"
        y1="50"
        x2={50 + Math.sin(angle) * length}
        y2={50 - Math.cos(angle) * length}
        strokeWidth={width}
        strokeLinecap="round"
        className={className}
      />
    );
  };
  const label = new Intl.DateTimeFormat(undefined, {
    hour: 'numeric',
    minute: 'numeric',
    ...(zone ? { timeZone: zone } : {}),
  }).format(now);
  return (
    <div className="clock-widget">
      <svg viewBox="0 0 100 100" className="clock-face" role="img" aria-label={t('analogTime', { time: label })}>
        <circle cx="50" cy="50" r="46" className="clock-rim" />
        {Array.from({ length: 12 }, (_, i) => {
          const angle = (i / 12) * 2 * Math.PI;
          return (
            <line
              // biome-ignore lint/suspicious/noArrayIndexKey: the twelve marks are fixed
              key={i}
              x1={50 + Math.sin(angle) * 40}
              y1={50 - Math.cos(angle) * 40}
              x2={50 + Math.sin(angle) * 44}
              y2={50 - Math.cos(angle) * 44}
              className="clock-mark"
            />
          );
        })}
        {hand((h % 12) / 12 + m / 720, 24, 4, 'clock-hand')}
        {hand(m / 60 + s / 3600, 34, 3, 'clock-hand')}
        {hand(s / 60, 38, 1.5, 'clock-second')}
      </svg>
      {zone && <p className="clock-zone">{zone}</p>}
      <TimeZoneSetting {...props} />
    </div>
  );
}
