import { PagedListFooter, useComponentService, useExtensionStrings } from '@tessera/sdk';
import { useRef } from 'react';
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
 * at the top while it is scrolled there, else wait behind a button.
 */
export default function TimelineBox({ source, label, empty }: TimelineViewProps) {
  const t = useExtensionStrings('timeline');
  const box = useRef<HTMLDivElement>(null);
  const feed = useTimeline(source, BOX_FILTER, () => (box.current?.scrollTop ?? 0) < 8);
  const NoteView = useComponentService('notes.view');
  return (
    <div className="timeline-widget-box" ref={box}>
      {feed.queued > 0 && (
        <button
          type="button"
          className="button timeline-widget-queued"
          onClick={() => {
            feed.showQueued();
            box.current?.scrollTo({ top: 0 });
          }}
        >
          {t('widget.newNotes', { count: String(feed.queued) })}
        </button>
      )}
      <ul className="timeline-widget-notes" aria-label={label}>
        {NoteView &&
          feed.items.map((note) => (
            <li key={note.id}>
              <NoteView note={note} />
            </li>
          ))}
      </ul>
      <PagedListFooter list={feed} empty={empty} />
    </div>
  );
}
