import { type ThemeDocument, useExtensionStrings, useHost, usePreference } from '@tessera/sdk';

/**
 * The installed themes: each can be put to use (as the light or the dark theme, by its base),
 * its code copied to share it, or uninstalled; uninstalling the theme in use goes back to the
 * default one.
 */
export function InstalledThemes() {
  const t = useExtensionStrings('themes');
  const host = useHost();
  const [saved, setSaved] = usePreference('themes');
  const [lightTheme, setLightTheme] = usePreference('lightTheme');
  const [darkTheme, setDarkTheme] = usePreference('darkTheme');
  const [, setDarkMode] = usePreference('darkMode');
  const [, setFollowDevice] = usePreference('syncDeviceDarkMode');

  // Using a theme shows it now: the mode becomes its base, whatever the device prefers.
  const use = (theme: ThemeDocument) => {
    setFollowDevice(false);
    if (theme.base === 'dark') {
      setDarkTheme(theme);
      setDarkMode(true);
    } else {
      setLightTheme(theme);
      setDarkMode(false);
    }
  };
  const copyCode = async (theme: ThemeDocument) => {
    const { default: JSON5 } = await import('json5');
    await host.copyToClipboard(JSON5.stringify(theme, null, 2));
  };
  const uninstall = async (theme: ThemeDocument) => {
    if (!(await host.modals.confirm(t('uninstallConfirm', { name: theme.name }), { danger: true }))) return;
    setSaved(saved.filter((x) => x.id !== theme.id));
    if (lightTheme?.id === theme.id) setLightTheme(null);
    if (darkTheme?.id === theme.id) setDarkTheme(null);
  };
  const inUse = (theme: ThemeDocument) => lightTheme?.id === theme.id || darkTheme?.id === theme.id;

  return (
    <>
      <h2>{t('saved')}</h2>
      {saved.length === 0 ? (
        <p className="form-hint">{t('none')}</p>
      ) : (
        <ul className="settings-themes" aria-label={t('saved')}>
          {saved.map((theme) => (
            <li key={theme.id} className="settings-theme">
              <span
                className="settings-theme-swatch"
                data-base={theme.base ?? 'light'}
                style={swatchStyle(theme)}
                aria-hidden="true"
              />
              <div className="settings-theme-info">
                <strong>{theme.name}</strong>
                <span>
                  {t(theme.base === 'dark' ? 'baseDark' : 'baseLight')}
                  {theme.author && ` · ${t('by', { author: theme.author })}`}
                  {inUse(theme) && ` · ${t('inUse')}`}
                </span>
                {theme.desc && <span className="form-hint">{theme.desc}</span>}
              </div>
              <div className="settings-theme-actions">
                <button
                  type="button"
                  className="button"
                  aria-label={t('use', { name: theme.name })}
                  onClick={() => use(theme)}
                >
                  {t('useShort')}
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={t('copyCode', { name: theme.name })}
                  onClick={() => void copyCode(theme)}
                >
                  {t('copyCodeShort')}
                </button>
                <button
                  type="button"
                  className="button danger"
                  aria-label={t('uninstall', { name: theme.name })}
                  onClick={() => void uninstall(theme)}
                >
                  {t('uninstallShort')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The theme's background as its swatch, when given as a plain colour (not derived from another). */
function swatchStyle(theme: ThemeDocument) {
  const bg = theme.props.bg;
  return bg && /^#[0-9a-f]{3,8}$/i.test(bg) ? { background: bg } : undefined;
}
