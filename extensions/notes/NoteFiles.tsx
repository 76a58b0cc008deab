import { BlurhashCanvas, Icon, useExtensionStrings, usePreference } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { hideMedia } from './note-rules';

/** A note's files: images and videos as thumbnails (hidden per the sensitive-media rules), others as links. */
export function NoteFiles({ files }: { files: readonly entities.DriveFile[] }) {
  if (files.length === 0) return null;
  return (
    <div className={`note-files count-${Math.min(files.length, 4)}`}>
      {files.map((file) => (
        <NoteFile key={file.id} file={file} />
      ))}
    </div>
  );
}

function NoteFile({ file }: { file: entities.DriveFile }) {
  const t = useExtensionStrings('notes');
  const [nsfw] = usePreference('nsfw');
  const [dataSaver] = usePreference('dataSaver');
  const [shown, setShown] = useState(() => !hideMedia(file, nsfw, dataSaver.media));
  const isImage = file.type.startsWith('image/');
  const isVideo = file.type.startsWith('video/');
  if (!isImage && !isVideo) {
    return (
      <a className="note-file-link" href={file.url} target="_blank" rel="noopener noreferrer">
        <Icon name="link" /> {file.name}
      </a>
    );
  }
  if (!shown) {
    return (
      <button type="button" className="note-file-hidden" onClick={() => setShown(true)}>
        <BlurhashCanvas hash={file.blurhash} className="note-file-placeholder" />
        <span>{file.isSensitive ? t('sensitive') : t('hiddenMedia')}</span>
        <span className="note-file-hint">{t('clickToShow')}</span>
      </button>
    );
  }
  return (
    <figure className="note-file">
      <BlurhashCanvas hash={file.blurhash} className="note-file-placeholder" />
      {isImage ? (
        <a href={file.url} target="_blank" rel="noopener noreferrer">
          <img src={file.thumbnailUrl ?? file.url} alt={file.comment ?? file.name} loading="lazy" />
        </a>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: user uploads carry no captions; the description is the label.
        <video src={file.url} controls preload="metadata" aria-label={file.comment ?? file.name} />
      )}
      {file.isSensitive && (
        <button type="button" className="note-file-rehide" onClick={() => setShown(false)}>
          <Icon name="close" label={t('hideAgain')} size={16} />
        </button>
      )}
    </figure>
  );
}
