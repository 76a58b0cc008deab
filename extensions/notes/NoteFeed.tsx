import { PagedFeed, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useCallback } from 'react';
import type { NoteFeedProps } from './api';
import NoteView from './NoteView';

const noteKey = (note: entities.Note) => note.id;

/** Notes as a paged feed (the notes.feed service): the view is this extension's own, so it needs no second load. */
export default function NoteFeed({ list, label, empty }: NoteFeedProps) {
  const { t } = useHost().i18n;
  const renderItem = useCallback((note: entities.Note) => <NoteView note={note} />, []);
  return (
    <PagedFeed
      list={list}
      itemKey={noteKey}
      renderItem={renderItem}
      label={label}
      empty={empty}
      itemFailedLabel={t('kernel.noteFailed')}
    />
  );
}
