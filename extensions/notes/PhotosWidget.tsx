import { useEndpoint, useExtensionStrings, useHost, type WidgetProps } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';
import { isViewableImage } from './media/viewable';
import './photos-widget.css';

/** How many pictures the widget shows. */
const SHOWN = 9;

/** The pictures of notes, newest first, from the notes given (sensitive ones left out). */
function picturesOf(notes: readonly entities.Note[]): entities.DriveFile[] {
  return notes.flatMap((note) => (note.files ?? []).filter((f) => isViewableImage(f.type) && !f.isSensitive));
}

/**
 * The photos widget: the latest pictures posted on this server (the local timeline's notes with
 * files), live, each opening the media viewer.
 */
export default function PhotosWidget(_props: WidgetProps) {
  const t = useExtensionStrings('notes.photos');
  const host = useHost();
  const first = useEndpoint('notes/local-timeline', { withFiles: true, limit: 20 });
  const [arrived, setArrived] = useState<entities.DriveFile[]>([]);
  useEffect(() => {
    const channel = host.stream.channel('localTimeline', { withFiles: true });
    const sub = channel.on('note', (note: entities.Note) =>
      setArrived((list) => [...picturesOf([note]), ...list].slice(0, SHOWN)),
    );
    return () => {
      sub.dispose();
      channel.dispose();
    };
  }, [host]);
  const pictures = [...arrived, ...(first.status === 'ready' ? picturesOf(first.data) : [])]
    .filter((file, index, all) => all.findIndex((f) => f.id === file.id) === index)
    .slice(0, SHOWN);
  const open = (index: number) => {
    if (host.commands.has('notes.viewMedia')) void host.commands.execute('notes.viewMedia', pictures, index);
  };
  return (
    <div className="photos-widget">
      <h2 className="photos-widget-title">{t('title')}</h2>
      {pictures.length === 0 ? (
        <p className="form-hint">{first.status === 'loading' ? host.i18n.t('kernel.loading') : t('none')}</p>
      ) : (
        <ul className="photos-grid" aria-label={t('title')}>
          {pictures.map((file, index) => (
            <li key={file.id}>
              <button type="button" onClick={() => open(index)} aria-label={file.comment ?? file.name}>
                <img src={file.thumbnailUrl ?? file.url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
