import { type ReactNode, Suspense } from 'react';
import { useExtensionStrings, useHost } from '../hooks';
import type { PagedListState } from '../paged-list';
import { FeedSkeleton } from './FeedSkeleton';
import { VirtualFeed } from './VirtualFeed';

/**
 * What goes under a paged list: loading, the error (the spec's message) with a retry, the
 * empty text, a button for more (the keyboard's way past the automatic loading), or the end.
 */
export function PagedListFooter({ list, empty }: { list: PagedListState<unknown>; empty: string }) {
  const host = useHost();
  const { t } = host.i18n;
  if (list.status === 'loading') return <p role="status">{t('kernel.loading')}</p>;
  if (list.status === 'error') {
    return (
      <div className="paged-footer" role="alert">
        <p>{host.describeError(list.error).text}</p>
        <button type="button" className="button" onClick={list.reload}>
          {t('kernel.retry')}
        </button>
      </div>
    );
  }
  if (list.items.length === 0) return <p className="paged-footer paged-empty">{empty}</p>;
  if (!list.hasMore) {
    return (
      <Suspense fallback={null}>
        <ListEnd />
      </Suspense>
    );
  }
  return (
    <div className="paged-footer">
      <button type="button" className="button" disabled={list.loadingMore} onClick={list.loadMore}>
        {list.loadingMore ? t('kernel.loading') : t('kernel.loadMore')}
      </button>
    </div>
  );
}

/** The end of a list. Its words are among the kernel's later strings: a feed's end is seldom in its first view. */
function ListEnd() {
  const t = useExtensionStrings('kernel');
  return <p className="paged-footer">{t('listEnd')}</p>;
}

/** What a paged feed shows and how. */
export interface PagedFeedProps<T> {
  list: PagedListState<T>;
  itemKey(item: T): string;
  renderItem(item: T): ReactNode;
  /** Accessible name of the feed. */
  label: string;
  /** Said when the list has nothing. */
  empty: string;
  /** Height assumed for an item not yet measured. */
  estimatedHeight?: number;
  /** What stands in for an item that fails to render. */
  itemFailedLabel?: string;
  /** Loads more by itself as the reader nears the end (true by default); false leaves it to the button. */
  autoLoad?: boolean;
}

/** A paged list as a virtualised feed that loads more as the reader nears its end, with its footer. */
export function PagedFeed<T>({
  list,
  itemKey,
  renderItem,
  label,
  empty,
  estimatedHeight,
  itemFailedLabel,
  autoLoad = true,
}: PagedFeedProps<T>) {
  const { t } = useHost().i18n;
  // The first page on its way: the shapes of what is coming, as the HTML's skeleton drew them.
  if (list.status === 'loading') return <FeedSkeleton label={t('kernel.loading')} />;
  return (
    <>
      {list.status === 'ready' && list.items.length > 0 && (
        <Suspense fallback={<p role="status">{t('kernel.loading')}</p>}>
          <VirtualFeed
            items={list.items}
            itemKey={itemKey}
            renderItem={renderItem}
            label={label}
            busy={list.loadingMore}
            {...(estimatedHeight ? { estimatedHeight } : {})}
            {...(itemFailedLabel !== undefined ? { itemFailedLabel } : {})}
            {...(autoLoad ? { onNearEnd: list.loadMore } : {})}
          />
        </Suspense>
      )}
      <PagedListFooter list={list} empty={empty} />
    </>
  );
}
