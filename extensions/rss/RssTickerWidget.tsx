import { isSafeUrl, useExtensionStrings, useHost, type WidgetProps } from '@tessera/sdk';
import { FeedSettingsForm } from './FeedSettingsForm';
import { type FeedSettings, feedSettings, useFeed } from './use-feed';
import './rss.css';

/** A feed's titles running past in a line (still where motion is reduced); the ticker pauses under the pointer or focus. */
export default function RssTickerWidget(props: WidgetProps) {
  const t = useExtensionStrings('rss');
  const settings = feedSettings(props);
  return (
    <div className="rss-ticker-widget">
      {settings.url ? <Feed settings={settings} /> : <p className="rss-hint">{t('chooseFeed')}</p>}
      <FeedSettingsForm props={props} settings={settings} />
    </div>
  );
}

function Feed({ settings }: { settings: FeedSettings }) {
  const t = useExtensionStrings('rss');
  const host = useHost();
  const feed = useFeed(settings);
  return (
    <>
      {feed.status === 'loading' && <p className="rss-hint">{t('loading')}</p>}
      {feed.status === 'error' && (
        <p className="rss-hint" role="alert">
          {host.describeError(feed.error).text}
        </p>
      )}
      {feed.status === 'ready' && (
        <div className="rss-ticker">
          <ul
            className="rss-ticker-track"
            aria-label={feed.data.title ?? t('ticker')}
            style={{ animationDuration: `${Math.max(10, feed.items.length * 6)}s` }}
          >
            {feed.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; their place is their identity here
              <li key={i}>
                {item.link && isSafeUrl(item.link) ? (
                  <a href={item.link} target="_blank" rel="noopener noreferrer">
                    {item.title ?? item.link}
                  </a>
                ) : (
                  item.title
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
