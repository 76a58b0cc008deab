import { Icon, useExtensionStrings, useNoteView, usePreference, useViewer, VirtualFeed } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { Suspense, useCallback, useEffect } from 'react';
import { availableSources, pickSource, SOURCE_ENDPOINTS, type TimelineSource } from './timeline-sources';
import { useTimeline } from './use-timeline';

import './timeline.css';

/** Within this many pixels of the top the reader sees new notes arrive in place. */
const TOP_SLACK_PX = 120;
const atTop = () => window.scrollY <= TOP_SLACK_PX;

/** The home page of a signed-in account: the timelines the role policies allow, as tabs. */
export default function TimelinePage() {
  const t = useExtensionStrings('timeline');
  const viewer = useViewer();
  const [tl, setTl] = usePreference('tl');
  const sources = availableSources(viewer);
  const source = pickSource(tl.src, sources);
  return (
    <section className="timeline-page" aria-labelledby="timeline-title">
      <header className="timeline-header">
        <h1 id="timeline-title" className="visually-hidden">
          {t('title')}
        </h1>
        <div role="tablist" aria-label={t('sources')} className="timeline-tabs">
          {sources.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={s === source}
              className="timeline-tab"
              onClick={() => {
                setTl((d) => {
                  d.src = s;
                });
                window.scrollTo({ top: 0 });
              }}
            >
              <Icon name={SOURCE_ENDPOINTS[s].icon} size={18} />
              {t(`source.${s}`)}
            </button>
          ))}
        </div>
      </header>
      {source ? <Timeline key={source} source={source} /> : <p className="timeline-empty">{t('noneAvailable')}</p>}
    </section>
  );
}

function Timeline({ source }: { source: TimelineSource }) {
  const t = useExtensionStrings('timeline');
  const [tl] = usePreference('tl');
  const feed = useTimeline(source, tl.filter, atTop);
  const NoteView = useNoteView();
  const { queued, showQueued } = feed;

  // Scrolling back to the top shows what was queued, as a reader expects.
  useEffect(() => {
    if (queued === 0) return;
    const onScroll = () => atTop() && showQueued();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [queued, showQueued]);

  const renderItem = useCallback((note: entities.Note) => (NoteView ? <NoteView note={note} /> : null), [NoteView]);
  const itemKey = useCallback((note: entities.Note) => note.id, []);

  if (feed.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (feed.status === 'error') {
    return (
      <div className="timeline-error" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button" onClick={feed.retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      {queued > 0 && (
        <button
          type="button"
          className="button primary timeline-new-notes"
          onClick={() => {
            showQueued();
            window.scrollTo({ top: 0 });
          }}
        >
          <Icon name="up" size={16} />
          {queued === 1 ? t('oneNewNote') : t('newNotes', { count: queued })}
        </button>
      )}
      {feed.notes.length === 0 ? (
        <p className="timeline-empty">{t(`empty.${source}`)}</p>
      ) : (
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <VirtualFeed
            items={feed.notes}
            itemKey={itemKey}
            renderItem={renderItem}
            label={t(`source.${source}`)}
            busy={feed.loadingMore}
            onNearEnd={feed.loadMore}
          />
          {feed.hasMore ? (
            <button type="button" className="button timeline-more" disabled={feed.loadingMore} onClick={feed.loadMore}>
              {feed.loadingMore ? t('loading') : t('loadMore')}
            </button>
          ) : (
            <p className="timeline-end">{t('end')}</p>
          )}
        </Suspense>
      )}
    </>
  );
}
