import { useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import { FeedEntry } from './FeedEntry';
import { FeedWidgetFrame } from './FeedWidgetFrame';

/** A feed's titles running past in a line (still where motion is reduced); the ticker pauses under the pointer or focus. */
export default function RssTickerWidget(props: WidgetProps) {
  const t = useExtensionStrings('rss');
  return (
    <FeedWidgetFrame
      props={props}
      className="rss-ticker-widget"
      render={(feed) => (
        <div className="rss-ticker">
          <ul
            className="rss-ticker-track"
            aria-label={feed.title ?? t('ticker')}
            style={{ animationDuration: `${Math.max(10, feed.items.length * 6)}s` }}
          >
            {feed.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; their place is their identity here
              <li key={i}>
                <FeedEntry item={item} />
              </li>
            ))}
          </ul>
        </div>
      )}
    />
  );
}
