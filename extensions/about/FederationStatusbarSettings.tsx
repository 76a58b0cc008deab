import { SwitchRow, useExtensionStrings, type WidgetProps } from '@tessera/sdk';

/** A federation status bar's own setting: each server in its theme colour. */
export default function FederationStatusbarSettings({ settings, updateSettings }: WidgetProps) {
  const t = useExtensionStrings('about');
  return (
    <SwitchRow
      label={t('statusbar.colored')}
      checked={settings.colored === true}
      onChange={(colored) => updateSettings({ ...settings, colored })}
    />
  );
}
