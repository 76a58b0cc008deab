import { useExtensionStrings, useI18n } from '@tessera/sdk';
import { formatSize } from '../format-size';

/** How much of the drive is used, as a meter with the numbers beside it. */
export function DriveUsage({ usage, capacity }: { usage: number; capacity: number }) {
  const t = useExtensionStrings('drive');
  const { locale } = useI18n();
  const text = t('settings.usageOf', { used: formatSize(usage, locale), capacity: formatSize(capacity, locale) });
  return (
    <div className="drive-usage">
      <meter
        min={0}
        max={capacity}
        value={usage}
        high={capacity * 0.9}
        aria-label={t('settings.usage')}
        aria-valuetext={text}
      />
      <span>{text}</span>
    </div>
  );
}
