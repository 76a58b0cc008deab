import { isSafeUrl } from '@tessera/sdk';
import type { ReadFeed } from './FeedWidgetFrame';

/** A feed entry's title, as a link to it where it has an http(s) one. */
export function FeedEntry({ item }: { item: ReadFeed['items'][number] }) {
  return item.link && isSafeUrl(item.link) ? (
    <a href={item.link} target="_blank" rel="noopener noreferrer">
      {item.title ?? item.link}
    </a>
  ) : (
    <>{item.title}</>
  );
}
