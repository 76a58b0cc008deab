import { useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import { WidgetSettings } from '@tessera/sdk/kit';
import { useId, useState } from 'react';
import type { FeedSettings } from './use-feed';

/** A feed widget's settings: the feed's address, how often to read it, how many entries. */
export function FeedSettingsForm({ props, settings }: { props: WidgetProps; settings: FeedSettings }) {
  const t = useExtensionStrings('rss');
  const ids = { url: useId(), refresh: useId(), max: useId() };
  const [url, setUrl] = useState(settings.url);
  const save = (change: Partial<FeedSettings>) => props.updateSettings({ ...props.settings, ...change });
  return (
    <WidgetSettings>
      <label htmlFor={ids.url}>{t('url')}</label>
      <input
        id={ids.url}
        type="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        onBlur={() => url !== settings.url && save({ url })}
        onKeyDown={(e) => {
          if (e.key === 'Enter') save({ url });
        }}
      />
      <label htmlFor={ids.refresh}>{t('refresh')}</label>
      <select
        id={ids.refresh}
        value={settings.refreshMinutes}
        onChange={(e) => save({ refreshMinutes: Number(e.target.value) })}
      >
        {[5, 15, 30, 60, 180].map((m) => (
          <option key={m} value={m}>
            {t('minutes', { n: String(m) })}
          </option>
        ))}
      </select>
      <label htmlFor={ids.max}>{t('maxItems')}</label>
      <select id={ids.max} value={settings.maxItems} onChange={(e) => save({ maxItems: Number(e.target.value) })}>
        {[5, 10, 20, 30].map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </WidgetSettings>
  );
}
