import { isSafeUrl, useExtensionStrings, useHost, type WidgetProps } from '@tessera/sdk';
import { FeedSettingsForm } from './FeedSettingsForm';
import { type FeedSettings, feedSettings, useFeed } from './use-feed';
import './rss.css';

/** A feed's latest entries as links, fetched through the server. */
export default function RssWidget(props: WidgetProps) {
  const t = useExtensionStrings('rss');
  const settings = feedSettings(props);
  return (
    <div className="rss-widget">
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
        <ul className="rss-items" aria-label={feed.data.title ?? t('rss')}>
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
    </>
  );
}
