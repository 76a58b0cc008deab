import './theme-settings.css';
import {
  Link,
  SwitchRow,
  type ThemeDocument,
  useAccount,
  useContributions,
  useExtensionStrings,
  useHost,
  usePreference,
} from '@tessera/sdk';
import { useId, useState } from 'react';
import { InstalledThemes } from './InstalledThemes';
import { InstallTheme } from './InstallTheme';

const SYNCED_KEYS = ['darkMode', 'syncDeviceDarkMode', 'lightTheme', 'darkTheme'] as const;

/** Settings > Theme. */
export default function ThemeSettingsPage() {
  const host = useHost();
  const t = useExtensionStrings('themes');
  const account = useAccount();
  const builtins = useContributions('theme').map((c) => c.item.theme);
  const [saved] = usePreference('themes');
  const [darkMode, setDarkMode] = usePreference('darkMode');
  const [followDevice, setFollowDevice] = usePreference('syncDeviceDarkMode');
  const [lightTheme, setLightTheme] = usePreference('lightTheme');
  const [darkTheme, setDarkTheme] = usePreference('darkTheme');
  const [synced, setSynced] = useState(() => host.preferences.isSynced('darkMode'));

  const all = [...builtins, ...saved];
  const choices = (base: 'light' | 'dark') => all.filter((theme) => (theme.base ?? 'light') === base);
  const choose = (base: 'light' | 'dark', id: string) => {
    const theme = all.find((x) => x.id === id) ?? null;
    if (base === 'light') setLightTheme(theme);
    else setDarkTheme(theme);
  };

  const toggleSync = async () => {
    const next = !synced;
    for (const key of SYNCED_KEYS) {
      const ok = await host.preferences.setSynced(key, next);
      if (!ok) return;
    }
    setSynced(next);
  };

  return (
    <section className="page-card settings-panel" aria-labelledby="theme-title">
      <h1 id="theme-title">{t('title')}</h1>
      <div className="settings-list">
        <SwitchRow label={t('followDevice')} checked={followDevice} onChange={setFollowDevice} />
        <SwitchRow label={t('darkMode')} checked={darkMode} onChange={setDarkMode} disabled={followDevice} />
        <ThemeSelect
          label={t('lightTheme')}
          themes={choices('light')}
          value={lightTheme?.id ?? 'light'}
          onChange={(id) => choose('light', id)}
        />
        <ThemeSelect
          label={t('darkThemeChoice')}
          themes={choices('dark')}
          value={darkTheme?.id ?? 'dark'}
          onChange={(id) => choose('dark', id)}
        />
        {account && <SwitchRow label={t('sync')} checked={synced} onChange={() => void toggleSync()} />}
      </div>

      <InstallTheme />
      <p>
        <Link to="/theme-editor">{t('editor.open')}</Link>
      </p>
      <InstalledThemes />
    </section>
  );
}

function ThemeSelect({
  label,
  themes,
  value,
  onChange,
}: {
  label: string;
  themes: ThemeDocument[];
  value: string;
  onChange(id: string): void;
}) {
  const id = useId();
  return (
    <div className="settings-row">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {themes.map((theme) => (
          <option key={theme.id} value={theme.id}>
            {theme.name}
          </option>
        ))}
      </select>
    </div>
  );
}
