import { type PageProps, useExtensionStrings, useNoteView, usePagedList, VirtualFeed } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { Suspense, useCallback } from 'react';
import './hashtags.css';

/** /tags/{tag}: the notes carrying a hashtag, newest first. */
export default function TagPage({ params }: PageProps) {
  const t = useExtensionStrings('hashtags');
  const tag = params.tag ?? '';
  const list = usePagedList('notes/search-by-tag', { tag });
  const NoteView = useNoteView();
  const renderItem = useCallback((note: entities.Note) => (NoteView ? <NoteView note={note} /> : null), [NoteView]);
  const itemKey = useCallback((note: entities.Note) => note.id, []);
  return (
    <section className="tag-page" aria-labelledby="tag-title">
      <h1 id="tag-title" className="tag-title">
        #{tag}
      </h1>
      {list.status === 'loading' && <p role="status">{t('loading')}</p>}
      {list.status === 'error' && (
        <div role="alert" className="tag-empty">
          <p>{t('loadFailed')}</p>
          <button type="button" className="button" onClick={list.reload}>
            {t('retry')}
          </button>
        </div>
      )}
      {list.status === 'ready' && list.items.length === 0 && <p className="tag-empty">{t('noNotes')}</p>}
      {list.status === 'ready' && list.items.length > 0 && (
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <VirtualFeed
            items={list.items}
            itemKey={itemKey}
            renderItem={renderItem}
            label={t('notesTagged', { tag })}
            busy={list.loadingMore}
            onNearEnd={list.loadMore}
          />
          {!list.hasMore && <p className="tag-empty">{t('end')}</p>}
        </Suspense>
      )}
    </section>
  );
}
