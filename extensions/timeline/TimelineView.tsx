import { Icon, ServiceView, useExtensionStrings, usePreference } from '@tessera/sdk';
import { Suspense, useEffect, useMemo } from 'react';
import type {} from '../notes/api';
import type { TimelineViewProps } from './api';
import { hasSensitiveFiles } from './timeline-sources';
import { useTimeline } from './use-timeline';

/** Within this many pixels of the top the reader sees new notes arrive in place. */
const TOP_SLACK_PX = 120;
const atTop = () => window.scrollY <= TOP_SLACK_PX;

/**
 * One live timeline (the home page's tabs, and the timeline.view service for lists, antennas
 * and channels): new notes arrive in place at the top, or wait behind a button further down.
 */
export default function TimelineView({ source, label, empty }: TimelineViewProps) {
  const [tl] = usePreference('tl');
  const feed = useTimeline(source, tl.filter, atTop);
  const { queued, showQueued } = feed;
  // Sensitive media and local-only notes are the reader's choice, filtered in the client as
  // Misskey's timelines do (no endpoint takes them).
  const { withSensitive, withLocalOnly } = tl.filter;
  const shown = useMemo(
    () =>
      withSensitive && withLocalOnly
        ? feed
        : {
            ...feed,
            items: feed.items.filter(
              (n) => (withSensitive || !hasSensitiveFiles(n)) && (withLocalOnly || !n.localOnly),
            ),
          },
    [feed, withSensitive, withLocalOnly],
  );

  // Scrolling back to the top shows what was queued, as a reader expects.
  useEffect(() => {
    if (queued === 0) return;
    const onScroll = () => atTop() && showQueued();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [queued, showQueued]);

  return (
    <>
      {queued > 0 && (
        <Suspense fallback={null}>
          <QueuedNotesButton
            queued={queued}
            show={() => {
              showQueued();
              window.scrollTo({ top: 0 });
            }}
          />
        </Suspense>
      )}
      <ServiceView id="notes.feed" props={{ list: shown, label, empty }} />
    </>
  );
}

/**
 * The button over a timeline scrolled down that new notes wait behind. Its words are a part of the
 * timeline's strings of their own: no first view has notes waiting yet.
 */
function QueuedNotesButton({ queued, show }: { queued: number; show(): void }) {
  const t = useExtensionStrings('timeline.queue');
  return (
    <button type="button" className="button primary timeline-new-notes" onClick={show}>
      <Icon name="up" size={16} />
      {queued === 1 ? t('one') : t('many', { count: queued })}
    </button>
  );
}
