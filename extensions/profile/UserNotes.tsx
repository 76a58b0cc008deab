import { useExtensionStrings, useNoteView, usePagedList, VirtualFeed } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { Suspense, useCallback } from 'react';
import { ListFooter } from './ListFooter';

/** A user's notes, newest first (only those with files on the files tab), virtualised. */
export function UserNotes({ userId, withFiles }: { userId: string; withFiles: boolean }) {
  const t = useExtensionStrings('profile');
  const list = usePagedList('users/notes', { userId, withFiles, withReplies: false, withRenotes: !withFiles });
  const NoteView = useNoteView();
  const renderItem = useCallback((note: entities.Note) => (NoteView ? <NoteView note={note} /> : null), [NoteView]);
  const itemKey = useCallback((note: entities.Note) => note.id, []);
  if (list.status !== 'ready' || list.items.length === 0) {
    return <ListFooter list={list} empty={withFiles ? t('noFiles') : t('noNotes')} />;
  }
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <VirtualFeed
        items={list.items}
        itemKey={itemKey}
        renderItem={renderItem}
        label={withFiles ? t('tab.files') : t('tab.notes')}
        busy={list.loadingMore}
        onNearEnd={list.loadMore}
      />
      <ListFooter list={list} empty="" />
    </Suspense>
  );
}
