import './preference-settings.css';
import { SwitchRow, useAccount, useExtensionStrings, useHost } from '@tessera/sdk';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { GeneralPreferences } from './GeneralPreferences';

/**
 * Settings > Preferences: the everyday preferences, then the preference profile: its name, its
 * cloud backups, export and import.
 */
export default function PreferencesPage() {
  const host = useHost();
  const t = useExtensionStrings('preference-settings');
  const profile = host.preferences.profile;
  const account = useAccount();
  const [name, setName] = useState(() => profile.name());
  const [autoBackup, setAutoBackup] = useState(() => profile.isAutoBackupOn());
  const [backups, setBackups] = useState<string[] | null>(null);
  const nameId = useId();
  const fileId = useId();

  const refresh = () => {
    if (account) profile.listBackups().then(setBackups, () => setBackups([]));
  };
  // Once per account: its details refreshing (the account check after the page has drawn) would
  // otherwise ask for the list again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is fetched once per account.
  useEffect(refresh, [account?.id]);

  const attempt = async (work: () => unknown) => {
    try {
      await work();
    } catch (error) {
      await host.modals.alert(error instanceof Error ? error.message : String(error), 'error');
    }
  };

  const toggleAutoBackup = () =>
    attempt(() => {
      profile.setAutoBackup(!autoBackup);
      setAutoBackup(!autoBackup);
    });

  const download = async () => {
    const file = await profile.exportFile();
    const url = URL.createObjectURL(new Blob([file.content], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = file.name;
    a.click();
    URL.revokeObjectURL(url);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await attempt(async () => profile.importFile(file.name, await file.text()));
  };

  return (
    <section className="page-card settings-panel" aria-labelledby="prefs-title">
      <h1 id="prefs-title">{t('title')}</h1>
      <GeneralPreferences />
      <h2>{t('group.profile')}</h2>
      <div className="settings-row">
        <label htmlFor={nameId}>{t('profileName')}</label>
        <span className="settings-inline">
          <input id={nameId} value={name} maxLength={64} onChange={(e) => setName(e.target.value)} />
          <button type="button" className="button" onClick={() => profile.rename(name)}>
            {t('rename')}
          </button>
        </span>
      </div>
      {account ? (
        <>
          <SwitchRow label={t('autoBackup')} checked={autoBackup} onChange={() => void toggleAutoBackup()} />
          <p>
            <button
              type="button"
              className="button"
              onClick={() =>
                void attempt(async () => {
                  await profile.backupNow();
                  host.modals.toast(t('backedUp'));
                  refresh();
                })
              }
            >
              {t('backupNow')}
            </button>
          </p>
          <h2>{t('backups')}</h2>
          {backups === null ? null : backups.length === 0 ? (
            <p role="status">{t('noBackups')}</p>
          ) : (
            <ul className="settings-themes">
              {backups.map((backup) => (
                <li key={backup}>
                  <span>{backup}</span>
                  <span className="settings-inline">
                    <button
                      type="button"
                      className="button"
                      onClick={() =>
                        void attempt(async () => {
                          if (await host.modals.confirm(t('restoreConfirm', { name: backup })))
                            await profile.restore(backup);
                        })
                      }
                    >
                      {t('restore', { name: backup })}
                    </button>
                    <button
                      type="button"
                      className="button danger"
                      onClick={() =>
                        void attempt(async () => {
                          if (await host.modals.confirm(t('deleteConfirm', { name: backup }), { danger: true })) {
                            await profile.removeBackup(backup);
                            refresh();
                          }
                        })
                      }
                    >
                      {t('delete', { name: backup })}
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p>{t('signInForBackups')}</p>
      )}
      <h2>{t('transfer')}</h2>
      <p className="settings-inline">
        <button type="button" className="button" onClick={() => void download()}>
          {t('export')}
        </button>
        <label htmlFor={fileId} className="button">
          {t('import')}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".misskeypreferences"
          className="visually-hidden"
          onChange={(e) => void upload(e)}
        />
      </p>
      <p className="settings-hint">{t('importHint')}</p>
    </section>
  );
}
