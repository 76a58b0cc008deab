import { isSafeUrl, useExtensionStrings, useHost, usePreference } from '@tessera/sdk';
import { PreferenceSelect, PreferenceSwitch } from '@tessera/sdk/kit';
import { useId } from 'react';
import type {} from '../drive/api';
import { chooseUi, currentUi } from './ui-choice';
import './deck.css';

/** The widest gap between columns the setting takes, in px. */
const MAX_GAP = 50;

/**
 * Settings > Deck: the layout choice and the deck's `deck.*` preferences (the page column, how
 * links open, where columns, the menu and the navigation sit, the gap and the wallpaper).
 */
export default function DeckSettings() {
  const t = useExtensionStrings('deck');
  const host = useHost();
  const [gap, setGap] = usePreference('deck.columnGap');
  const [wallpaper, setWallpaper] = usePreference('deck.wallpaper');
  const gapId = useId();
  const titleId = useId();

  const chooseWallpaper = async () => {
    const files = await host.commands.execute('drive.pick', { multiple: false, type: 'image/*' });
    const url = files?.[0]?.url;
    if (url && isSafeUrl(url)) setWallpaper(url);
  };

  return (
    <section className="page-card settings-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('settings.title')}</h1>
      <div className="settings-row">
        <span>
          {t('settings.layout')}: <strong>{currentUi(host) === 'deck' ? t('ui.deck') : t('ui.default')}</strong>
        </span>
        <button type="button" className="button" onClick={() => void chooseUi(host)}>
          {t('ui.menu')}
        </button>
      </div>
      <PreferenceSwitch id="deck.alwaysShowMainColumn" label={t('settings.alwaysShowMainColumn')} />
      <PreferenceSwitch id="deck.useSimpleUiForNonRootPages" label={t('settings.useSimpleUiForNonRootPages')} />
      <PreferenceSwitch id="deck.navWindow" label={t('settings.navWindow')} />
      <PreferenceSelect
        id="deck.columnAlign"
        label={t('settings.columnAlign')}
        choices={[
          { value: 'left', label: t('settings.alignLeft') },
          { value: 'center', label: t('settings.alignCenter') },
        ]}
      />
      <PreferenceSelect
        id="deck.menuPosition"
        label={t('settings.menuPosition')}
        choices={[
          { value: 'right', label: t('settings.right') },
          { value: 'bottom', label: t('settings.bottom') },
        ]}
      />
      <PreferenceSelect
        id="deck.navbarPosition"
        label={t('settings.navbarPosition')}
        choices={[
          { value: 'left', label: t('settings.left') },
          { value: 'top', label: t('settings.top') },
          { value: 'bottom', label: t('settings.bottom') },
        ]}
      />
      <div className="settings-row">
        <label htmlFor={gapId}>{t('settings.columnGap')}</label>
        <input
          id={gapId}
          className="input deck-gap-input"
          type="number"
          min={0}
          max={MAX_GAP}
          value={gap}
          onChange={(event) => {
            const value = Math.round(Number(event.target.value));
            if (Number.isFinite(value)) setGap(Math.min(MAX_GAP, Math.max(0, value)));
          }}
        />
      </div>
      <div className="settings-row">
        <span>{t('settings.wallpaper')}</span>
        <span className="deck-wallpaper-choice">
          {wallpaper && <img src={wallpaper} alt={t('settings.wallpaperNow')} className="deck-wallpaper-preview" />}
          {host.commands.has('drive.pick') && (
            <button type="button" className="button" onClick={() => void chooseWallpaper()}>
              {t('settings.chooseWallpaper')}
            </button>
          )}
          {wallpaper && (
            <button type="button" className="button" onClick={() => setWallpaper(null)}>
              {t('settings.removeWallpaper')}
            </button>
          )}
        </span>
      </div>
    </section>
  );
}
