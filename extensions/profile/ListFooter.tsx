import { type PagedList, useExtensionStrings } from '@tessera/sdk';

/** Under a paged list: loading, the error with a retry, the empty text, more, or the end. */
export function ListFooter({ list, empty }: { list: PagedList<unknown>; empty: string }) {
  const t = useExtensionStrings('profile');
  if (list.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (list.status === 'error') {
    return (
      <div className="list-footer" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button" onClick={list.reload}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (list.items.length === 0) return <p className="list-footer">{empty}</p>;
  if (!list.hasMore) return <p className="list-footer">{t('end')}</p>;
  return (
    <div className="list-footer">
      <button type="button" className="button" disabled={list.loadingMore} onClick={list.loadMore}>
        {list.loadingMore ? t('loading') : t('loadMore')}
      </button>
    </div>
  );
}
