import {
  contributedTitle,
  PagedListFooter,
  useComponentService,
  useContributions,
  useExtensionStrings,
  useI18n,
  useViewer,
  type WidgetProps,
} from '@tessera/sdk';
import { WidgetSettings } from '@tessera/sdk/kit';
import { useId, useRef } from 'react';
import { pickSource, type TimelineFilter } from './timeline-sources';
import { useTimeline } from './use-timeline';
import './timeline-widget.css';

/** The widget reads a timeline as it comes: renotes in, replies and sensitive notes as the tabs default. */
const WIDGET_FILTER: TimelineFilter = {
  withReplies: false,
  withRenotes: true,
  withSensitive: true,
  onlyFiles: false,
  withLocalOnly: true,
};

/** Any timeline (a tab's, a list's, an antenna's…) in a box of its own, live; which one is its setting. */
export default function TimelineWidget(props: WidgetProps) {
  const t = useExtensionStrings('timeline');
  const i18n = useI18n();
  const viewer = useViewer();
  const selectId = useId();
  const offered = useContributions('timelineSource').filter(({ item }) => item.available?.(viewer) ?? true);
  const remembered = typeof props.settings.src === 'string' ? props.settings.src : 'home';
  const chosen = pickSource(
    remembered,
    offered.map((entry) => ({ id: entry.item.id, entry })),
  );
  return (
    <div className="timeline-widget">
      {chosen ? (
        <WidgetFeed
          key={chosen.id}
          source={chosen.entry.item}
          label={contributedTitle(i18n.t, chosen.entry.extensionId, chosen.entry.item.title)}
        />
      ) : (
        <p className="timeline-widget-hint">{t('widget.none')}</p>
      )}
      <WidgetSettings>
        <label htmlFor={selectId}>{t('widget.source')}</label>
        <select
          id={selectId}
          value={chosen?.id ?? ''}
          onChange={(e) => props.updateSettings({ ...props.settings, src: e.target.value })}
        >
          {offered.map(({ item, extensionId }) => (
            <option key={item.id} value={item.id}>
              {contributedTitle(i18n.t, extensionId, item.title)}
            </option>
          ))}
        </select>
      </WidgetSettings>
    </div>
  );
}

function WidgetFeed({ source, label }: { source: Parameters<typeof useTimeline>[0]; label: string }) {
  const t = useExtensionStrings('timeline');
  const box = useRef<HTMLDivElement>(null);
  const feed = useTimeline(source, WIDGET_FILTER, () => (box.current?.scrollTop ?? 0) < 8);
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
      <PagedListFooter list={feed} empty={t('widget.empty')} />
    </div>
  );
}
