import { useEndpoint, type WidgetProps } from '@tessera/sdk';
import { useEffect } from 'react';

/** What the feed widgets keep in their settings. */
export interface FeedSettings {
  url: string;
  refreshMinutes: number;
  maxItems: number;
}

/** A feed widget's settings with their defaults. */
export function feedSettings(props: WidgetProps): FeedSettings {
  const s = props.settings;
  return {
    url: typeof s.url === 'string' ? s.url : '',
    refreshMinutes: typeof s.refreshMinutes === 'number' ? s.refreshMinutes : 60,
    maxItems: typeof s.maxItems === 'number' ? s.maxItems : 10,
  };
}

/** The feed's entries through fetch-rss, fetched again every `refreshMinutes`. */
export function useFeed(settings: FeedSettings) {
  const feed = useEndpoint('fetch-rss', { url: settings.url });
  const { reload } = feed;
  useEffect(() => {
    const timer = setInterval(reload, Math.max(1, settings.refreshMinutes) * 60_000);
    return () => clearInterval(timer);
  }, [reload, settings.refreshMinutes]);
  return { ...feed, items: (feed.data?.items ?? []).slice(0, settings.maxItems) };
}
