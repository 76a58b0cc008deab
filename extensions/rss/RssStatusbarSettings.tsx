import { SwitchRow, useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import { useId, useState } from 'react';

/** An RSS status bar's own settings: the feed's address and whether to shuffle its entries. */
export default function RssStatusbarSettings({ settings, updateSettings }: WidgetProps) {
  const t = useExtensionStrings('rss');
  const id = useId();
  const stored = typeof settings.url === 'string' ? settings.url : '';
  const [url, setUrl] = useState(stored);
  const save = () => url.trim() !== stored && updateSettings({ ...settings, url: url.trim() });
  return (
    <>
      <div className="form-controls">
        <label htmlFor={id}>{t('url')}</label>
        <input
          id={id}
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onBlur={save}
          onKeyDown={(e) => {
            if (e.key === 'Enter') save();
          }}
        />
      </div>
      <SwitchRow
        label={t('shuffle')}
        checked={settings.shuffle === true}
        onChange={(shuffle) => updateSettings({ ...settings, shuffle })}
      />
    </>
  );
}
