import type { DeckColumnProps } from '../deck/api';
import TimelineWidget from './TimelineWidget';

/**
 * A deck column of any timeline: the timeline widget filling the column. Its source is kept as
 * Misskey's `tl` column field (home, local, social, global, or another source's id).
 */
export default function TimelineColumn({ settings, updateSettings }: DeckColumnProps) {
  const src = typeof settings.tl === 'string' ? settings.tl : 'home';
  return (
    <div className="timeline-column">
      <TimelineWidget
        settings={{ src }}
        updateSettings={(next) => {
          const { src: chosen, ...rest } = next;
          updateSettings({ ...settings, ...rest, tl: typeof chosen === 'string' ? chosen : src });
        }}
      />
    </div>
  );
}
