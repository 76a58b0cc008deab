import '../media/media-icons';
import { Icon, isSafeUrl, useExtensionStrings, useHost, usePreference } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { fetchPreview, type UrlSummary } from './fetch-preview';
import { isPlayable, PreviewPlayer } from './PreviewPlayer';

/** Misskey cuts a preview's description at 85 characters. */
const DESCRIPTION_LENGTH = 85;

const cut = (text: string) => (text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH)}…` : text);
const image = (url: string | null) => (url && isSafeUrl(url) ? url : null);

/**
 * One link's preview card: the page's title, description, thumbnail, site name and icon, and its
 * player behind a button. A page marked sensitive stays hidden until the viewer shows it (as
 * sensitive media, per the sensitive-media preference). Text is shown as text, never as HTML.
 */
export function LinkPreviewCard({ url }: { url: string }) {
  const tm = useExtensionStrings('notes.media');
  const [lang] = usePreference('lang');
  const [summary, setSummary] = useState<UrlSummary | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setSummary(undefined);
    void fetchPreview(url, lang).then((answer) => live && setSummary(answer));
    return () => {
      live = false;
    };
  }, [url, lang]);
  const host = new URL(url).host;
  if (summary === undefined || summary === null) {
    return (
      <div className="link-preview" aria-busy={!summary}>
        <a className="link-preview-link" href={url} target="_blank" rel="nofollow noopener noreferrer">
          <span className="link-preview-body">
            <span className="link-preview-title">{url}</span>
            <span className="link-preview-description">
              {summary === undefined ? tm('previewLoading') : tm('previewNone')}
            </span>
          </span>
        </a>
      </div>
    );
  }
  return <SummaryCard url={url} host={host} summary={summary} />;
}

function SummaryCard({ url, host, summary }: { url: string; host: string; summary: UrlSummary }) {
  const t = useExtensionStrings('notes');
  const tm = useExtensionStrings('notes.media');
  const modals = useHost().modals;
  const [nsfw] = usePreference('nsfw');
  const [confirmReveal] = usePreference('confirmWhenRevealingSensitiveMedia');
  const sensitive = summary.sensitive === true && nsfw !== 'ignore';
  const [shown, setShown] = useState(!sensitive);
  const [playing, setPlaying] = useState(false);
  const site = summary.sitename ?? host;
  const title = summary.title ?? url;
  if (!shown) {
    const reveal = async () => {
      if (confirmReveal && !(await modals.confirm(tm('revealConfirm')))) return;
      setShown(true);
    };
    return (
      <div className="link-preview">
        <button type="button" className="link-preview-hidden" onClick={() => void reveal()}>
          <span>{tm('previewSensitive')}</span>
          <span className="note-file-hint">{t('clickToShow')}</span>
        </button>
      </div>
    );
  }
  const thumbnail = image(summary.thumbnail);
  const icon = image(summary.icon);
  const player = summary.player;
  return (
    <div className="link-preview">
      <a className="link-preview-link" href={url} target="_blank" rel="nofollow noopener noreferrer">
        {thumbnail && <img className="link-preview-thumbnail" src={thumbnail} alt="" loading="lazy" />}
        <span className="link-preview-body">
          <span className="link-preview-title" dir="auto">
            {title}
          </span>
          {summary.description && (
            <span className="link-preview-description" dir="auto">
              {cut(summary.description)}
            </span>
          )}
          <span className="link-preview-site">
            {icon && <img src={icon} alt="" width={16} height={16} loading="lazy" />}
            <span dir="auto">{site}</span>
          </span>
        </span>
      </a>
      {(isPlayable(player) || sensitive) && (
        <div className="link-preview-actions">
          {isPlayable(player) && (
            <button type="button" className="button" aria-pressed={playing} onClick={() => setPlaying(!playing)}>
              <Icon name={playing ? 'close' : 'play'} size={14} /> {playing ? tm('previewClose') : tm('previewPlay')}
            </button>
          )}
          {sensitive && (
            <button type="button" className="button" onClick={() => setShown(false)}>
              {t('hideAgain')}
            </button>
          )}
        </div>
      )}
      {playing && isPlayable(player) && <PreviewPlayer player={player} title={title} />}
    </div>
  );
}
