import { PagedFeed, useComponentService, useHost, usePreference } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { Suspense, useCallback, useMemo } from 'react';
import type {} from '../ads/api';
import type { NoteFeedProps } from './api';
import NoteView from './NoteView';

const noteKey = (note: entities.Note) => note.id;

/**
 * Notes as a paged feed (the notes.feed service): the view is this extension's own, so it needs
 * no second load. Where the ads extension is on, it may put an ad after a note.
 */
export default function NoteFeed({ list, label, empty }: NoteFeedProps) {
  const { t } = useHost().i18n;
  const AdSlot = useComponentService('ads.timelineSlot');
  const [infinite] = usePreference('enableInfiniteScroll');
  // Notes' positions only where an ad may follow them: without ads the items draw as before.
  const positions = useMemo(
    () => (AdSlot ? new Map(list.items.map((note, i) => [note.id, i])) : null),
    [AdSlot, list.items],
  );
  const renderItem = useCallback(
    (note: entities.Note) => (
      <>
        <NoteView note={note} />
        {AdSlot && positions && (
          <Suspense fallback={null}>
            <AdSlot position={positions.get(note.id) ?? 0} />
          </Suspense>
        )}
      </>
    ),
    [AdSlot, positions],
  );
  return (
    <PagedFeed
      list={list}
      itemKey={noteKey}
      renderItem={renderItem}
      label={label}
      empty={empty}
      itemFailedLabel={t('kernel.noteFailed')}
      autoLoad={infinite}
    />
  );
}
