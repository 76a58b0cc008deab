import { useExtensionStrings, useHost } from '@tessera/sdk';
import { useMemo } from 'react';
import type { StatusbarProps } from '../statusbar/api';
import { FeedEntry } from './FeedEntry';
import { useFeed } from './use-feed';

/** A feed's titles for a status bar, shuffled when its settings say so; a hint until a feed is set. */
export default function RssStatusbar({ settings, refreshSeconds }: StatusbarProps) {
  const t = useExtensionStrings('rss');
  const url = typeof settings.url === 'string' ? settings.url : '';
  if (!url) return <span>{t('chooseFeedStatusbar')}</span>;
  return <FeedLine url={url} shuffle={settings.shuffle === true} refreshMs={refreshSeconds * 1000} />;
}

function FeedLine({ url, shuffle, refreshMs }: { url: string; shuffle: boolean; refreshMs: number }) {
  const t = useExtensionStrings('rss');
  const host = useHost();
  const feed = useFeed(url, refreshMs);
  const items = useMemo(() => (shuffle ? shuffled(feed.items) : feed.items), [feed.items, shuffle]);
  if (feed.status === 'loading') return <span>{t('loading')}</span>;
  if (feed.status === 'error') return <span role="alert">{host.describeError(feed.error).text}</span>;
  return (
    <ul aria-label={feed.data.title ?? t('ticker')}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; their place is their identity here
        <li key={i}>
          <FeedEntry item={item} />
        </li>
      ))}
    </ul>
  );
}

/** A copy in random order (Fisher–Yates). */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
