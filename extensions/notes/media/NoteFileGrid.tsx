import {
  BlurhashCanvas,
  Icon,
  lazyComponent,
  mediaProxyUrl,
  useExtensionStrings,
  useHost,
  useInstanceMeta,
  usePreference,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { Suspense, useState } from 'react';
import { hideMedia } from '../note-rules';
import { mediaMenuItems } from './media-menu';
import { isViewableImage } from './viewable';
import './file-grid-preferences.css';

/** Types that may move; shown still when the disableShowingAnimatedImages preference says so. */
const ANIMATED_TYPES = new Set(['image/gif', 'image/apng', 'image/webp', 'image/avif']);

/** The players load with the first note that has audio or video. */
const MediaPlayer = lazyComponent(() => import('./MediaPlayer'));

/** A note's files as a grid (see NoteFiles). */
export default function NoteFileGrid({ files }: { files: readonly entities.DriveFile[] }) {
  const [still] = usePreference('disableShowingAnimatedImages');
  const meta = useInstanceMeta();
  const [shape] = usePreference('mediaListWithOneImageAppearance');
  // Someone who wants images still gets animations as their first frame, through the media
  // proxy; a file without a thumbnail (another server's) shows the proxy's small preview.
  const viewable = files
    .filter((f) => isViewableImage(f.type))
    .map((file) => ({
      ...file,
      ...(still && ANIMATED_TYPES.has(file.type) ? { url: mediaProxyUrl(meta, file.url, 'static') } : {}),
      thumbnailUrl: file.thumbnailUrl ?? mediaProxyUrl(meta, file.url, 'preview'),
    }));
  return (
    <div className={`note-files count-${Math.min(files.length, 4)}${files.length === 1 ? ` one-${shape}` : ''}`}>
      {files.map((file) => (
        <NoteFile key={file.id} file={viewable.find((f) => f.id === file.id) ?? file} gallery={viewable} />
      ))}
    </div>
  );
}

function NoteFile({ file, gallery }: { file: entities.DriveFile; gallery: readonly entities.DriveFile[] }) {
  const t = useExtensionStrings('notes');
  const tm = useExtensionStrings('notes.media');
  const host = useHost();
  const [nsfw] = usePreference('nsfw');
  const [dataSaver] = usePreference('dataSaver');
  const [confirmReveal] = usePreference('confirmWhenRevealingSensitiveMedia');
  const [highlight] = usePreference('highlightSensitiveMedia');
  const [raw] = usePreference('loadRawImages');
  const [newTab] = usePreference('imageNewTab');
  const [nativePlayer] = usePreference('useNativeUiForVideoAudioPlayer');
  const [shown, setShown] = useState(() => !hideMedia(file, nsfw, dataSaver.media));
  const viewer = useViewer();
  // A moderator's change shows at once (the note's copy of the file is not sent again).
  const [sensitive, setSensitive] = useState(file.isSensitive);
  const isImage = isViewableImage(file.type);
  const isPlayable = file.type.startsWith('video/') || file.type.startsWith('audio/');
  if (!isImage && !isPlayable) {
    return (
      <a className="note-file-link" href={file.url} target="_blank" rel="noopener noreferrer">
        <Icon name="link" /> {file.name}
      </a>
    );
  }
  const reveal = async () => {
    if (sensitive && confirmReveal && !(await host.modals.confirm(tm('revealConfirm')))) return;
    setShown(true);
  };
  if (!shown) {
    return (
      <button type="button" className="note-file-hidden" onClick={() => void reveal()}>
        <BlurhashCanvas hash={file.blurhash} className="note-file-placeholder" />
        <span>{sensitive ? t('sensitive') : t('hiddenMedia')}</span>
        <span className="note-file-hint">{t('clickToShow')}</span>
      </button>
    );
  }
  const openViewer = async () => {
    if (newTab) {
      window.open(file.url, '_blank', 'noopener');
      return;
    }
    const { openImageViewer } = await import('./open-viewer');
    await openImageViewer(gallery, Math.max(0, gallery.indexOf(file)), {
      viewer: tm('viewer'),
      close: tm('closeViewer'),
    });
  };
  const openMenu = (anchor: HTMLElement) =>
    host.modals.menu(
      mediaMenuItems(file, sensitive, viewer, tm, {
        hide: () => setShown(false),
        setSensitive: (next) =>
          void host.apiWithDialog('drive/files/update', { fileId: file.id, isSensitive: next }).then(
            () => setSensitive(next),
            () => undefined,
          ),
      }),
      anchor,
    );
  return (
    <figure className={sensitive && highlight ? 'note-file note-file-sensitive' : 'note-file'}>
      {isImage ? (
        <>
          <BlurhashCanvas hash={file.blurhash} className="note-file-placeholder" />
          <button type="button" className="note-file-open" onClick={() => void openViewer()}>
            <img src={(!raw && file.thumbnailUrl) || file.url} alt={file.comment ?? file.name} loading="lazy" />
          </button>
        </>
      ) : (
        <Suspense fallback={<p role="status">{host.i18n.t('kernel.loading')}</p>}>
          {nativePlayer ? <NativePlayer file={file} /> : <MediaPlayer file={file} />}
        </Suspense>
      )}
      {sensitive && (
        <button type="button" className="note-file-rehide" onClick={() => setShown(false)}>
          <Icon name="close" label={t('hideAgain')} size={16} />
        </button>
      )}
      {isImage && (
        <button
          type="button"
          className="note-file-menu"
          aria-label={tm('menu')}
          onClick={(event) => void openMenu(event.currentTarget)}
        >
          <Icon name="more" size={16} />
        </button>
      )}
    </figure>
  );
}

/** The browser's own player (useNativeUiForVideoAudioPlayer), at the remembered volume. */
function NativePlayer({ file }: { file: entities.DriveFile }) {
  const [volume] = usePreference('mediaVolume');
  const label = file.comment ?? file.name;
  const setVolume = (media: HTMLMediaElement | null) => {
    if (media) media.volume = Math.min(1, Math.max(0, volume));
  };
  // Drive files carry no caption tracks (the file's comment is its label), as in our own player.
  return file.type.startsWith('video/') ? (
    // biome-ignore lint/a11y/useMediaCaption: no captions exist for drive files
    <video ref={setVolume} src={file.url} controls preload="metadata" aria-label={label} />
  ) : (
    // biome-ignore lint/a11y/useMediaCaption: no captions exist for drive files
    <audio ref={setVolume} src={file.url} controls preload="metadata" aria-label={label} />
  );
}
