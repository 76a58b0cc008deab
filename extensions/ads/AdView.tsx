import { Icon, isSafeUrl, useExtensionStrings, useHost, usePreference, useViewer } from '@tessera/sdk';
import { useState } from 'react';
import { chooseAd, type RunningAd } from './choose-ad';
import './ads.css';

/**
 * One ad: chosen from the running ones for these places (or the given one), its image linking
 * out, and a menu to see it less often. Nothing for people whose role may hide ads.
 */
export function AdView({
  ads,
  prefer,
  fixed,
}: {
  ads: readonly RunningAd[];
  prefer: readonly string[];
  fixed?: RunningAd;
}) {
  const t = useExtensionStrings('ads');
  const host = useHost();
  const viewer = useViewer();
  const [muted, setMuted] = usePreference('mutedAds');
  // Chosen once per place on the page, so a redraw does not swap the ad under the reader.
  const [chosen] = useState(() => fixed ?? chooseAd(ads, prefer, muted, new Date().getDay(), Math.random()));
  if (!chosen || viewer.policies.canHideAds === true) return null;
  if (!isSafeUrl(chosen.url) || !isSafeUrl(chosen.imageUrl)) return null;
  const isMuted = muted.includes(chosen.id);
  const openMenu = (anchor: HTMLElement) =>
    void host.modals.menu(
      [
        { type: 'label', text: t('about') },
        isMuted
          ? {
              type: 'button',
              text: t('unmute'),
              icon: 'reload',
              action: () => setMuted(muted.filter((id) => id !== chosen.id)),
            }
          : { type: 'button', text: t('mute'), icon: 'block', action: () => setMuted([...muted, chosen.id]) },
      ],
      anchor,
    );
  return (
    <aside className={`ad ad-${chosen.place}`} aria-label={t('label')}>
      <a href={chosen.url} target="_blank" rel="noopener noreferrer">
        <img src={chosen.imageUrl} alt={t('imageAlt', { host: new URL(chosen.url).host })} />
      </a>
      <button type="button" className="ad-menu" aria-label={t('menuLabel')} onClick={(e) => openMenu(e.currentTarget)}>
        <Icon name="info" size={14} />
      </button>
    </aside>
  );
}
