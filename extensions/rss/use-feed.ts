import { useEndpoint, type WidgetProps } from '@tessera/sdk';

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

/** The feed's entries through fetch-rss (the page may not fetch other origins), read again every `refreshMs`. */
export function useFeed(url: string, refreshMs: number) {
  const feed = useEndpoint('fetch-rss', { url }, { refreshMs });
  return { ...feed, items: feed.data?.items ?? [] };
}
