import { SwitchRow, useAccount, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { useState } from 'react';
import { DriveUsage } from './DriveUsage';
import '../drive.css';

/** Settings > Drive: how full the drive is, and whether every upload is marked sensitive. */
export default function DriveSettings() {
  const t = useExtensionStrings('drive');
  const host = useHost();
  const me = useAccount()?.info;
  const drive = useEndpoint('drive', {});
  const [pending, setPending] = useState<boolean | null>(null);
  if (!me) return null;

  const setAlwaysMarkNsfw = async (alwaysMarkNsfw: boolean) => {
    setPending(alwaysMarkNsfw);
    try {
      await host.api.call('i/update', { alwaysMarkNsfw });
      await host.accounts.refresh();
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="page-card settings-panel" aria-labelledby="drive-settings-title">
      <h1 id="drive-settings-title">{t('settings.title')}</h1>
      <h2>{t('settings.usage')}</h2>
      {drive.status === 'ready' && <DriveUsage usage={drive.data.usage} capacity={drive.data.capacity} />}
      {drive.status === 'error' && <p role="alert">{t('settings.usageFailed')}</p>}
      <SwitchRow
        label={t('settings.alwaysMarkNsfw')}
        checked={pending ?? me.alwaysMarkNsfw}
        disabled={pending !== null}
        onChange={(on) => void setAlwaysMarkNsfw(on)}
      />
      <p className="form-hint">{t('settings.alwaysMarkNsfwHint')}</p>
    </section>
  );
}
