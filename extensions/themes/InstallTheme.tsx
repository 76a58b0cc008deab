import { type ThemeDocument, useContributions, useExtensionStrings, useHost, usePreference } from '@tessera/sdk';
import { useEffect, useId, useState } from 'react';
import { addTheme, parseThemeCode } from './theme-code';

/**
 * Installing a theme from its code (JSON5, as Misskey's themes are shared): tried on first with
 * Preview, which lasts until installed, stopped or the page is left; a bad code gets the
 * spec's message and stays in the box.
 */
export function InstallTheme() {
  const t = useExtensionStrings('themes');
  const host = useHost();
  const builtins = useContributions('theme').map((c) => c.item.theme);
  const [saved, setSaved] = usePreference('themes');
  const [code, setCode] = useState('');
  const [previewing, setPreviewing] = useState<ThemeDocument | null>(null);
  const codeId = useId();

  // Leaving the page ends a preview.
  useEffect(() => () => host.theme.preview(null), [host]);

  const readCode = async () => {
    try {
      return await parseThemeCode(code, saved);
    } catch (error) {
      await host.modals.alert(error instanceof Error ? error.message : String(error), 'error');
      return null;
    }
  };
  const togglePreview = async () => {
    if (previewing) {
      host.theme.preview(null);
      setPreviewing(null);
      return;
    }
    const theme = await readCode();
    if (!theme) return;
    host.theme.preview(theme);
    setPreviewing(theme);
  };
  const install = async () => {
    const theme = await readCode();
    if (!theme) return;
    try {
      setSaved(addTheme(theme, saved, new Set(builtins.map((b) => b.id))));
    } catch (error) {
      await host.modals.alert(error instanceof Error ? error.message : String(error), 'error');
      return;
    }
    host.theme.preview(null);
    setPreviewing(null);
    setCode('');
    host.modals.toast(t('installed', { name: theme.name }));
  };

  return (
    <>
      <h2>{t('install')}</h2>
      <label htmlFor={codeId} className="settings-label">
        {t('code')}
      </label>
      <textarea
        id={codeId}
        className="settings-code"
        rows={6}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        spellCheck={false}
      />
      {previewing && <p role="status">{t('previewing', { name: previewing.name })}</p>}
      <p className="form-actions">
        <button
          type="button"
          className="button"
          aria-pressed={previewing !== null}
          disabled={code.trim() === '' && !previewing}
          onClick={() => void togglePreview()}
        >
          {t('preview')}
        </button>
        <button type="button" className="button primary" disabled={code.trim() === ''} onClick={() => void install()}>
          {t('installButton')}
        </button>
      </p>
    </>
  );
}
