import { useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import { FeedEntry } from './FeedEntry';
import { FeedWidgetFrame } from './FeedWidgetFrame';

/** A feed's latest entries as links, fetched through the server. */
export default function RssWidget(props: WidgetProps) {
  const t = useExtensionStrings('rss');
  return (
    <FeedWidgetFrame
      props={props}
      className="rss-widget"
      render={(feed) => (
        <ul className="rss-items" aria-label={feed.title ?? t('rss')}>
          {feed.items.map((item, i) => (
            <li key={item.guid ?? item.link ?? i}>
              <FeedEntry item={item} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
