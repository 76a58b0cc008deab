import { isSafeUrl, useExtensionStrings, type WidgetProps } from '@tessera/sdk';
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
          {feed.items.map((item, i) =>
            item.link && isSafeUrl(item.link) ? (
              <li key={item.guid ?? item.link ?? i}>
                <a href={item.link} target="_blank" rel="noopener noreferrer">
                  {item.title ?? item.link}
                </a>
              </li>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: an entry without a link or guid has only its place
              <li key={i}>{item.title}</li>
            ),
          )}
        </ul>
      )}
    />
  );
}
