import { useExtensionStrings } from '@tessera/sdk';
import type { UrlSummary } from './fetch-preview';

/** What a player may ask of the browser, Misskey's list; anything else a page asks for is dropped. */
const ALLOWED_FEATURES = new Set([
  'autoplay',
  'clipboard-write',
  'fullscreen',
  'encrypted-media',
  'picture-in-picture',
  'web-share',
]);

/**
 * Whether a preview's player can be shown here: https only (the page's frames are https only too),
 * and never this client's own origin, where a frame allowed scripts and its origin could reach
 * out of its sandbox.
 */
export function isPlayable(player: UrlSummary['player']): player is UrlSummary['player'] & { url: string } {
  if (!player.url) return false;
  try {
    const url = new URL(player.url);
    return url.protocol === 'https:' && url.origin !== window.location.origin;
  } catch {
    return false;
  }
}

/**
 * A page's embedded player, in a sandboxed frame as Misskey's (scripts and popups, no top
 * navigation); shown only once the viewer asked for it, so it starts playing at once.
 */
export function PreviewPlayer({ player, title }: { player: UrlSummary['player'] & { url: string }; title: string }) {
  const t = useExtensionStrings('notes.media');
  const src = new URL(player.url);
  src.searchParams.set('autoplay', '1');
  src.searchParams.set('auto_play', '1');
  const ratio = player.width && player.height ? `${player.width} / ${player.height}` : '16 / 9';
  return (
    <div className="link-preview-player" style={{ aspectRatio: ratio }}>
      <iframe
        src={src.href}
        title={t('player', { name: title })}
        sandbox="allow-popups allow-popups-to-escape-sandbox allow-scripts allow-storage-access-by-user-activation allow-same-origin"
        allow={(player.allow ?? []).filter((feature) => ALLOWED_FEATURES.has(feature)).join('; ')}
        referrerPolicy="no-referrer"
        loading="lazy"
      />
    </div>
  );
}
