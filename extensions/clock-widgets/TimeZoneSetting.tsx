import { useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import { useId, useState } from 'react';
import { timeZones } from './time-zone';

/** A clock widget's settings: a gear that opens the choice of time zone. */
export function TimeZoneSetting({ settings, updateSettings }: WidgetProps) {
  const t = useExtensionStrings('clock-widgets');
  const [open, setOpen] = useState(false);
  const id = useId();
  const zone = typeof settings.timezone === 'string' ? settings.timezone : '';
  return (
    <div className="clock-settings">
      <button
        type="button"
        className="button clock-settings-toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t('settings')}
      </button>
      {open && (
        <>
          <label htmlFor={id}>{t('timezone')}</label>
          <select
            id={id}
            value={zone}
            onChange={(e) => updateSettings({ ...settings, timezone: e.target.value || null })}
          >
            <option value="">{t('deviceZone')}</option>
            {timeZones().map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </select>
        </>
      )}
    </div>
  );
}
