import { useExtensionStrings, useHost, type WidgetProps } from '@tessera/sdk';
import type { ReactNode } from 'react';
import { FeedSettingsForm } from './FeedSettingsForm';
import { type FeedSettings, feedSettings, useFeed } from './use-feed';
import './rss.css';

/** The entries and title of a feed that has been read. */
export interface ReadFeed {
  title: string | undefined;
  items: ReturnType<typeof useFeed>['items'];
}

/**
 * What both feed widgets share: the hint before a feed is chosen, loading and the server's error,
 * and the settings; `render` draws the feed once it has been read.
 */
export function FeedWidgetFrame({
  props,
  className,
  render,
}: {
  props: WidgetProps;
  className: string;
  render(feed: ReadFeed): ReactNode;
}) {
  const t = useExtensionStrings('rss');
  const settings = feedSettings(props);
  return (
    <div className={className}>
      {settings.url ? <Feed settings={settings} render={render} /> : <p className="rss-hint">{t('chooseFeed')}</p>}
      <FeedSettingsForm props={props} settings={settings} />
    </div>
  );
}

function Feed({ settings, render }: { settings: FeedSettings; render(feed: ReadFeed): ReactNode }) {
  const t = useExtensionStrings('rss');
  const host = useHost();
  const feed = useFeed(settings.url, Math.max(1, settings.refreshMinutes) * 60_000);
  if (feed.status === 'loading') return <p className="rss-hint">{t('loading')}</p>;
  if (feed.status === 'error') {
    return (
      <p className="rss-hint" role="alert">
        {host.describeError(feed.error).text}
      </p>
    );
  }
  return <>{render({ title: feed.data?.title ?? undefined, items: feed.items.slice(0, settings.maxItems) })}</>;
}
