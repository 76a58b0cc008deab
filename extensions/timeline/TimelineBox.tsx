import { ServiceView, useExtensionStrings } from '@tessera/sdk';
import { useRef } from 'react';
import type {} from '../notes/api';
import type { TimelineViewProps } from './api';
import type { TimelineFilter } from './timeline-sources';
import { useTimeline } from './use-timeline';
import './timeline-widget.css';

/** A box reads a timeline as it comes: renotes in, replies and sensitive notes as the tabs default. */
const BOX_FILTER: TimelineFilter = {
  withReplies: false,
  withRenotes: true,
  withSensitive: true,
  onlyFiles: false,
  withLocalOnly: true,
};

/**
 * A timeline in a box that scrolls by itself (a widget, a deck column), live: new notes come in
 * at the top while it is scrolled there, else wait behind a button. The notes feed is virtualised
 * within the box, so a column scrolled through a thousand notes keeps a few dozen mounted.
 */
export default function TimelineBox({ source, label, empty }: TimelineViewProps) {
  const t = useExtensionStrings('timeline.widget');
  const box = useRef<HTMLDivElement>(null);
  const feed = useTimeline(source, BOX_FILTER, () => (box.current?.scrollTop ?? 0) < 8);
  return (
    <div className="timeline-widget-box feed-box" ref={box}>
      {feed.queued > 0 && (
        <button
          type="button"
          className="button timeline-widget-queued"
          onClick={() => {
            feed.showQueued();
            box.current?.scrollTo({ top: 0 });
          }}
        >
          {t('newNotes', { count: String(feed.queued) })}
        </button>
      )}
      <ServiceView id="notes.feed" props={{ list: feed, label, empty }} />
    </div>
  );
}
