import { useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import { WidgetSettings } from '@tessera/sdk/kit';
import { useId } from 'react';
import { timeZones } from './time-zone';

/** A clock widget's settings: the time zone it shows. */
export function TimeZoneSetting({ settings, updateSettings }: WidgetProps) {
  const t = useExtensionStrings('clock-widgets');
  const id = useId();
  const zone = typeof settings.timezone === 'string' ? settings.timezone : '';
  return (
    <WidgetSettings label={t('settings')}>
      <label htmlFor={id}>{t('timezone')}</label>
      <select id={id} value={zone} onChange={(e) => updateSettings({ ...settings, timezone: e.target.value || null })}>
        <option value="">{t('deviceZone')}</option>
        {timeZones().map((z) => (
          <option key={z} value={z}>
            {z}
          </option>
        ))}
      </select>
    </WidgetSettings>
  );
}
